import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { RendererProvider, createDOMRenderer } from '@fluentui/react-components';
import { AppRestartContext, useRestartableRouter } from './app-restart';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App() {
  const { router, generation, restart } = useRestartableRouter(createAppRouter);
  // The same wrapper as the prerender's, so hydration meets the tree it rendered; the renderer
  // adopts the prerendered style elements instead of inserting their rules again.
  const [renderer] = useState(() => createDOMRenderer(document));
  return (
    <RendererProvider renderer={renderer}>
      <AppProvider>
        <AppRestartContext.Provider value={restart}>
          <RouterProvider key={generation} router={router} />
        </AppRestartContext.Provider>
      </AppProvider>
    </RendererProvider>
  );
}
