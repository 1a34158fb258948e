/**
 * Every copy this browser keeps for a member to read offline (DESIGN §6, issue 38 §6), and when it
 * goes. Each copy's name carries its member's id: a localStorage entry `offline:<id>:<what>` (the
 * services and materials lists, lib/offline-cache), a Cache Storage or IndexedDB store
 * `offline-<what>-<id>` (the saved material files). The service worker keeps no member's data: its
 * caches hold the app's own files only.
 *
 * A sweep removes the copies of everyone but the member signed in: at sign-in, and as every page
 * opens. Signing out, or any 401, removes them all.
 */
const ENTRY_PREFIX = 'offline:';
const STORE_PREFIX = 'offline-';
/** A shared Web Lock per member, held by each tab whose session without "stay signed in" is open. */
const OPEN_SESSION_LOCK = 'offline-session:';

export const offlineEntryKey = (userId: string, what: string) => `${ENTRY_PREFIX}${userId}:${what}`;
export const offlineStoreName = (what: string, userId: string) => `${STORE_PREFIX}${what}-${userId}`;

/** The member a kept copy is of: undefined when the name is no offline copy, null when it names no member. */
export function ownerOfCopy(name: string): string | null | undefined {
  if (name.startsWith(ENTRY_PREFIX)) return /^offline:([^:]+):./.exec(name)?.[1] ?? null;
  if (name.startsWith(STORE_PREFIX)) return /^offline-[a-z]+-(.+)$/.exec(name)?.[1] ?? null;
  return undefined;
}

/**
 * Whether a sweep leaves what `name` names: anything that is no offline copy; the copies of `member`,
 * the one signed in here; with no one signed in, those of a member whose session without "stay
 * signed in" is still open in another tab (`openSessions`). Another member's copy, or one naming no
 * member, goes.
 */
export function sweepLeaves(name: string, member: string | null, openSessions: ReadonlySet<string> = new Set()): boolean {
  const owner = ownerOfCopy(name);
  if (owner === undefined) return true;
  return owner !== null && (member === null ? openSessions.has(owner) : owner === member);
}

/** Removes what `sweepLeaves` does not leave: the entries at once, the stores as the browser deletes them. */
export async function sweepOfflineCopies(member: string | null, openSessions?: ReadonlySet<string>): Promise<void> {
  const goes = (name: string) => !sweepLeaves(name, member, openSessions);
  try {
    for (const key of Object.keys(localStorage)) if (goes(key)) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
  await Promise.all([
    typeof caches === 'undefined' ? null : caches.keys().then((names) => Promise.all(names.filter(goes).map((name) => caches.delete(name)))),
    typeof indexedDB === 'undefined' || !indexedDB.databases
      ? null
      : indexedDB.databases().then((stores) => stores.forEach(({ name }) => name && goes(name) && indexedDB.deleteDatabase(name))),
  ]).catch(() => undefined);
}

/** Forgets every member's copies (signing out, a 401). */
export const forgetKept = (): Promise<void> => sweepOfflineCopies(null);

/**
 * Marks, while this tab holds it, that `member`'s session without "stay signed in" is open here, so a
 * page opening signed out in another tab (its sessionStorage holds no token) leaves their copies. A
 * Web Lock, because the browser releases it when the tab closes or crashes, which no `pagehide`
 * handler can promise. Answers the release.
 */
export function holdOpenSession(member: string): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  navigator.locks?.request(OPEN_SESSION_LOCK + member, { mode: 'shared' }, () => held).catch(() => undefined);
  return () => release();
}

async function openSessions(): Promise<Set<string>> {
  const held = (await navigator.locks?.query().catch(() => undefined))?.held ?? [];
  return new Set(held.flatMap(({ name = '' }) => (name.startsWith(OPEN_SESSION_LOCK) ? [name.slice(OPEN_SESSION_LOCK.length)] : [])));
}

/**
 * As a page opens: signed in, only the member's own copies stay; signed out, the browser session that
 * held a token has ended, so only the copies of sessions still open in other tabs stay.
 */
export async function sweepAtStart(member: string | null): Promise<void> {
  await sweepOfflineCopies(member, member === null ? await openSessions() : undefined);
}
