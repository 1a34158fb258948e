import { useFocusFinders } from '@fluentui/react-components';

/** Uses Fluent's focus manager for as long as it is mounted (see focus-manager.tsx). */
export function HoldFocusManager() {
  useFocusFinders();
  return null;
}
