import { useFocusManagerHolder } from '@/lib/focus-manager-hold';

/** Keeps Fluent's focus manager for the app's life from the first dialog's opening on (lib/focus-manager-hold.ts). */
export function FocusManager() {
  const Hold = useFocusManagerHolder();
  return Hold ? <Hold /> : null;
}
