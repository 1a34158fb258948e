import { apiRequest } from './api-client';
import { decodeSessionUser } from './jwt';
import { readToken } from './token-storage';

/**
 * Reads a screen's first answers while its code is still on its way (issue 40). An admin screen's code
 * is some 80 files; its queries would only ask once all of them had arrived and the screen had drawn
 * itself, so the server's answer came after both. Started by the router as an admin screen's module is
 * asked for, an answer is taken, once, by the query that asks for the same path.
 */
const started = new Map<string, { answer: Promise<unknown>; at: number }>();

/** An answer older than this is not taken: the query asks again, so it never shows stale rows. */
export const EARLY_READ_KEPT_MS = 10_000;

/**
 * The API reads (paths after `/api`) an admin screen makes as it opens, exactly as its queries ask
 * by the screen's path (config/screens.ts; not imported, so this chunk stays apart from the app's): admin-users.spec.tsx
 * holds them to the screen and to what its tables ask for.
 */
export const SCREEN_READS: Readonly<Record<string, readonly string[]>> = {
  // The activated table's first page as the table asks for it, and the applicants' one list.
  '/klub/admin/felhasznalok': ['/admin/users?table=activated&page=1&pageSize=20&search=&sort=createdAt&order=asc', '/admin/users?table=unactivated'],
};

/** Starts an admin screen's first reads, if it has any and the session is an admin's. */
export function startScreenReads(screenPath: string, now = Date.now()): void {
  const paths = SCREEN_READS[screenPath];
  const token = paths && readToken();
  const user = token ? decodeSessionUser(token, now) : null;
  if (!paths || !user?.admin) return;
  for (const path of paths) {
    if (started.has(path) && now - started.get(path)!.at < EARLY_READ_KEPT_MS) continue;
    const answer = apiRequest(path);
    // A failure is the taking query's to report (it retries as any read does); untaken, it is dropped.
    answer.catch(() => undefined);
    started.set(path, { answer, at: now });
  }
}

/** The answer started early for `path`, once, if it is recent; otherwise undefined and the caller asks itself. */
export function takeEarlyRead<T>(path: string, now = Date.now()): Promise<T> | undefined {
  const early = started.get(path);
  started.delete(path);
  if (!early || now - early.at >= EARLY_READ_KEPT_MS) return undefined;
  return early.answer as Promise<T>;
}

/** Forgets every read started and not taken (between tests: one test's answers are not another's). */
export function forgetEarlyReads(): void {
  started.clear();
}

/** The answer started early for `path` if there is one, else what `ask` asks for. */
export function earlyOr<T>(path: string, ask: () => Promise<T>): Promise<T> {
  return takeEarlyRead<T>(path) ?? ask();
}
