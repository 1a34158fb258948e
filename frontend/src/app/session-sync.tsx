import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { onUnauthenticated } from '@/lib/api-client';
import { signOutAtom, tokenAtom } from '@/lib/session';
import { TOKEN_STORAGE_KEY, readToken } from '@/lib/token-storage';

/**
 * Keeps the session atom honest: the server rejecting the token (expired, user disabled) signs
 * out, and signing in or out in another tab (localStorage) is mirrored here.
 */
export function SessionSync() {
  const signOut = useSetAtom(signOutAtom);
  const setToken = useSetAtom(tokenAtom);
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onUnauthenticated(() => {
        signOut();
        queryClient.clear();
      }),
    [signOut, queryClient],
  );

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_STORAGE_KEY || event.key === null) setToken(readToken());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [setToken]);

  return null;
}
