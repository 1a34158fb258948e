/**
 * The app's code arrives in chunks: the entry, the app, one per page, the dialogs and menus. A chunk
 * can fail to arrive for two reasons. The connection dropped: the page says so and offers to try
 * again. Or a new release replaced the files, and a tab opened before it asks for an old hashed name
 * that now answers 404: loading the page again fetches the new release, so that is done by itself,
 * once. Imported by the entry (src/main.tsx): keep it free of dependencies.
 */

/** How each browser words a module that did not arrive; the last is Vite's preload helper. */
const CHUNK_FAILURES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURES.some((wording) => wording.test(error.message));
}

/** The chunk named in the error (Chromium and Firefox name it), when it is one of this site's files. */
export function failedChunkUrl(error: unknown, origin: string): string | null {
  if (!(error instanceof Error)) return null;
  const named = /(https?:\/\/[^\s'"]+?\.(?:m?js|css))\b/.exec(error.message)?.[1];
  if (!named) return null;
  const url = new URL(named);
  return url.origin === origin ? url.href : null;
}

/** sessionStorage key: the file whose absence made this tab load the page again. */
export const RELOADED_FOR_KEY = 'itk.reloaded-for';

export interface ReleaseCheck {
  /** The HTTP status of a file now; null when the server was not reached. */
  statusOf?: (url: string) => Promise<number | null>;
  /** Where the reload is remembered (sessionStorage); null where storage is refused. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload?: () => void;
  online?: boolean;
  origin?: string;
  /** A file of the running release, asked about when the error does not name the chunk (Safari). */
  ownUrl?: string;
}

/**
 * Loads the page again when a chunk failed because a new release removed it (the file now answers
 * 404 or 410), once per missing file: the same file missing again after the reload is a broken
 * release, not an old tab, and is told to the reader instead of reloading in a loop. Resolves true
 * when the page is being loaded again.
 */
export async function reloadForNewRelease(error: unknown, check: ReleaseCheck = {}): Promise<boolean> {
  const {
    statusOf = statusNow,
    storage = sessionStorageOrNull(),
    reload = () => window.location.reload(),
    online = navigator.onLine,
    origin = window.location.origin,
    ownUrl = import.meta.url,
  } = check;
  // Without storage there is no guard against a loop: the reader gets the message and the button.
  if (!online || !storage || !isChunkLoadError(error)) return false;
  const url = failedChunkUrl(error, origin) ?? ownUrl;
  if (storage.getItem(RELOADED_FOR_KEY) === url) return false;
  const status = await statusOf(url);
  if (status !== 404 && status !== 410) return false;
  storage.setItem(RELOADED_FOR_KEY, url);
  reload();
  return true;
}

/** Asked past every cache (a HEAD passes the service worker's precache, which answers GETs only). */
async function statusNow(url: string): Promise<number | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 3_000);
  try {
    return (await fetch(url, { method: 'HEAD', cache: 'no-store', signal: controller.signal })).status;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

function sessionStorageOrNull(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    const { sessionStorage } = window;
    sessionStorage.getItem(RELOADED_FOR_KEY);
    return sessionStorage;
  } catch {
    return null;
  }
}
