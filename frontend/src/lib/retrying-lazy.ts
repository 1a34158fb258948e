import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';

/** How to import afresh each piece whose chunk failed to arrive (retryFailedPieces). */
const failedPieces = new Set<() => void>();

/**
 * Every lazily loaded piece whose chunk failed to arrive is imported afresh on its next render: called
 * by the app's restart ("Újrapróbálom" on the error page), so that a dialog or menu can open again
 * without reloading the page.
 */
export function retryFailedPieces(): void {
  for (const retry of [...failedPieces]) retry();
  failedPieces.clear();
}

/**
 * `React.lazy`, except that a failed import can be tried again (retryFailedPieces): React keeps a
 * rejected import for good, so a piece whose chunk once failed could not open again without reloading
 * the page. Until then the failure stands, and the nearest error boundary shows it: importing afresh on
 * every render instead made React render, fail and render again in a loop, sending the same request
 * over a thousand times a second while the page showed nothing.
 */
// The same bound as React.lazy's own.
export function retryingLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  const fresh = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedPieces.add(retry);
        throw error;
      }),
    );
  let current = fresh();
  const retry = () => {
    current = fresh();
  };
  return function RetryingLazy(props: ComponentProps<T>) {
    return createElement(current, props);
  };
}
