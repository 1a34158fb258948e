import { useCallback, useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { onUnauthenticated } from '@/lib/api-client';
import { openDialogAtom } from '@/lib/dialogs';
import { decodeSessionUser } from '@/lib/jwt';
import { holdOpenSession, sweepAtStart } from '@/lib/offline-copies';
import { endSessionAtom, sessionUserAtom, tokenAtom } from '@/lib/session';
import { TOKEN_STORAGE_KEY, readToken, tokenStaysSignedIn } from '@/lib/token-storage';

/** setTimeout's longest wait (about 24.8 days); a longer session is looked at again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Keeps the session atom honest. A session that ends under the member — the server rejects the token
 * (an API call or the live stream: expired, signed out everywhere elsewhere, disabled, erased), the
 * token runs out while the tab is open, or a stored one had run out before the page opened — signs
 * out and opens the sign-in dialog, which says the session ended (on a club page the session guard
 * asks for the same dialog, to come back after). Signing in or out in another tab is mirrored here.
 * As the page opens, the offline copies of anyone but the member signed in go (lib/offline-copies);
 * a session without "stay signed in" marks itself open while this tab lives, so that a page opening
 * signed out in another tab leaves its copies.
 */
export function SessionSync() {
  const endSession = useSetAtom(endSessionAtom);
  const showDialog = useSetAtom(openDialogAtom);
  const setToken = useSetAtom(tokenAtom);
  const user = useAtomValue(sessionUserAtom);
  const queryClient = useQueryClient();

  const sessionEnded = useCallback(() => {
    endSession();
    queryClient.clear();
    showDialog({ kind: 'login' });
  }, [endSession, queryClient, showDialog]);

  // A 401 about a token no longer held (signed out meanwhile, or signed in anew) is old news.
  useEffect(() => onUnauthenticated((token) => token === readToken() && sessionEnded()), [sessionEnded]);

  useEffect(() => {
    const stored = readToken();
    const member = stored ? decodeSessionUser(stored) : null;
    if (stored && !member) sessionEnded();
    else void sweepAtStart(member?.id ?? null);
    // Only what the page found when it opened.
  }, []);

  useEffect(() => (user && !tokenStaysSignedIn() ? holdOpenSession(user.id) : undefined), [user]);

  useEffect(() => {
    if (!user) return;
    let timer: number | undefined;
    const runOut = () => {
      const left = user.exp * 1000 - Date.now();
      if (left <= 0) sessionEnded();
      else timer = window.setTimeout(runOut, Math.min(left, LONGEST_TIMER_MS));
    };
    runOut();
    return () => window.clearTimeout(timer);
  }, [user, sessionEnded]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_STORAGE_KEY || event.key === null) setToken(readToken());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [setToken]);

  return null;
}
