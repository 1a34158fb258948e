import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';

/**
 * `React.lazy`, except that a failed import is forgotten: React keeps a rejected import for good, so
 * a dialog or menu whose chunk once failed to arrive could not open again without reloading the page.
 * This one imports afresh on the next render (after "Újrapróbálom" on the error page, say).
 */
// The same bound as React.lazy's own.
export function retryingLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  const fresh = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        current = fresh();
        throw error;
      }),
    );
  let current = fresh();
  return function RetryingLazy(props: ComponentProps<T>) {
    return createElement(current, props);
  };
}
