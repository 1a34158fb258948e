import { atom, useAtomValue, useSetAtom } from 'jotai';
import { atomWithDefault } from 'jotai/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { forgetKept } from './offline-cache';
import { clearToken, readToken, writeToken } from './token-storage';
import { decodeSessionUser, type SessionUser } from './jwt';

/** The raw token; read from storage the first time a store asks for it. */
export const tokenAtom = atomWithDefault<string | null>(() => readToken());

/** The signed-in user decoded from the token, or null (signed out, malformed or expired). */
export const sessionUserAtom = atom<SessionUser | null>((get) => {
  const token = get(tokenAtom);
  return token ? decodeSessionUser(token) : null;
});

export const signInAtom = atom(null, (_get, set, { token, stayLoggedIn }: { token: string; stayLoggedIn: boolean }) => {
  writeToken(token, stayLoggedIn);
  set(tokenAtom, token);
});

/** Signing out (or a 401) also forgets the member's offline copies (DESIGN §6). */
export const signOutAtom = atom(null, (_get, set) => {
  clearToken();
  void forgetKept();
  set(tokenAtom, null);
});

export function useSessionUser(): SessionUser | null {
  return useAtomValue(sessionUserAtom);
}

export function useSignIn() {
  return useSetAtom(signInAtom);
}

/** Signs out and drops every cached server response of the previous user. */
export function useSignOut(): () => void {
  const signOut = useSetAtom(signOutAtom);
  const queryClient = useQueryClient();
  return useCallback(() => {
    signOut();
    queryClient.clear();
  }, [signOut, queryClient]);
}
