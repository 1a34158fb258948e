import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';

/** Where to go after a successful sign-in. */
export interface LoginIntent {
  /** A club route the visitor asked for before signing in. */
  returnTo?: string;
  /** A service card id (/klub/kartya/:id) to open on the services page. */
  autoOpen?: string;
}

/** The one modal dialog of the public shell that is open, if any. */
export type OpenDialog =
  | { kind: 'login'; intent?: LoginIntent }
  | { kind: 'resetRequest'; email?: string }
  | { kind: 'resetRequested'; email: string }
  | { kind: 'teacherSignup' }
  | { kind: 'companySignup' };

export type DialogKind = OpenDialog['kind'];

export const openDialogAtom = atom<OpenDialog | null>(null);

export function useOpenDialog() {
  return useAtom(openDialogAtom);
}

export function useShowDialog() {
  return useSetAtom(openDialogAtom);
}

/** The dialog state when `kind` is open, else undefined. */
export function useDialogOf<K extends DialogKind>(kind: K): Extract<OpenDialog, { kind: K }> | undefined {
  const dialog = useAtomValue(openDialogAtom);
  return dialog?.kind === kind ? (dialog as Extract<OpenDialog, { kind: K }>) : undefined;
}

/** Router state that asks the shell to open a dialog (used by redirects and guards). */
export interface DialogRequestState {
  openDialog?: OpenDialog;
}
