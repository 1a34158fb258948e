import { atom, useAtomValue, useSetAtom } from 'jotai';
import { atomWithDefault } from 'jotai/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { forgetKept, sweepOfflineCopies } from './offline-copies';
import { clearToken, readToken, writeToken } from './token-storage';
import { decodeSessionUser, type SessionUser } from './jwt';

/** The raw token; read from storage the first time a store asks for it. */
export const tokenAtom = atomWithDefault<string | null>(() => readToken());

/** The signed-in user decoded from the token, or null (signed out, malformed or expired). */
export const sessionUserAtom = atom<SessionUser | null>((get) => {
  const token = get(tokenAtom);
  return token ? decodeSessionUser(token) : null;
});

/**
 * True once this tab's session ended without the member signing out (the token expired, they signed
 * out everywhere on another device, the account was disabled or erased): the sign-in form says so
 * until the member signs in again or closes it.
 */
export const sessionEndedAtom = atom(false);

/** Signing in also forgets every other member's offline copies (issue 38 §6). */
export const signInAtom = atom(null, (_get, set, { token, stayLoggedIn }: { token: string; stayLoggedIn: boolean }) => {
  writeToken(token, stayLoggedIn);
  void sweepOfflineCopies(decodeSessionUser(token)?.id ?? null);
  set(tokenAtom, token);
  set(sessionEndedAtom, false);
});

/** Signing out (or a 401) also forgets the member's offline copies (DESIGN §6). */
export const signOutAtom = atom(null, (_get, set) => {
  clearToken();
  void forgetKept();
  set(tokenAtom, null);
});

/** The session ended under the member: signed out as by hand (offline copies too), with the reason kept. */
export const endSessionAtom = atom(null, (_get, set) => {
  set(signOutAtom);
  set(sessionEndedAtom, true);
});

export function useSessionUser(): SessionUser | null {
  return useAtomValue(sessionUserAtom);
}

export function useSessionEnded(): boolean {
  return useAtomValue(sessionEndedAtom);
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
