import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { RendererProvider, createDOMRenderer } from '@fluentui/react-components';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  // The same wrapper as the prerender's, so hydration meets the tree it rendered; the renderer
  // adopts the prerendered style elements instead of inserting their rules again.
  const [renderer] = useState(() => createDOMRenderer(document));
  return (
    <RendererProvider renderer={renderer}>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </RendererProvider>
  );
}
