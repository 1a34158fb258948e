import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { loadRouteModules } from './router';

/**
 * Starts the app: a prerendered public page is hydrated once its route module is here (so the first
 * render matches its HTML); any other page renders from scratch: the service worker's app shell, or
 * a club page's frame, which the first render replaces.
 */
export async function start(root: HTMLElement, hydrate: boolean): Promise<void> {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The page's own code did not arrive: rendered afresh, the router tries it again and, failing,
  // shows its error page with "Újrapróbálom" instead of leaving the prerendered page inert.
  const ready = hydrate && (await loadRouteModules(location.pathname).then(() => true, () => false));
  if (!ready) {
    // As a transition, the first render yields to the browser between components too: on a slow
    // phone it would otherwise hold the main thread for the whole page.
    const created = createRoot(root);
    startTransition(() => created.render(app));
    return;
  }
  // As a transition, hydration yields to the browser between components instead of holding the
  // main thread for the whole page; the page is already visible meanwhile.
  startTransition(() => {
    hydrateRoot(root, app);
  });
}
