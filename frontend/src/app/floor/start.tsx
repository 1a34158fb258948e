import { StrictMode, startTransition, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { RendererProvider, createDOMRenderer } from '@fluentui/react-components';
import { FloorProvider, floorRoutes } from './floor-page';

function FloorApp() {
  const [router] = useState(() => createBrowserRouter(floorRoutes));
  // As the app (src/app/app.tsx): the renderer adopts the prerendered style elements.
  const [renderer] = useState(() => createDOMRenderer(document));
  return (
    <RendererProvider renderer={renderer}>
      <FloorProvider>
        <RouterProvider router={router} />
      </FloorProvider>
    </RendererProvider>
  );
}

/** Starts the floor page the way src/app/start.tsx starts a prerendered public page. */
export async function start(root: HTMLElement, hydrate: boolean): Promise<void> {
  const app = (
    <StrictMode>
      <FloorApp />
    </StrictMode>
  );
  if (!hydrate) {
    const created = createRoot(root);
    startTransition(() => created.render(app));
    return;
  }
  startTransition(() => {
    hydrateRoot(root, app);
  });
}
