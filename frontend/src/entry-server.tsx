/**
 * Build-time rendering of the public pages (issue 13): `scripts/prerender.mjs` calls `render` for
 * each path and writes the HTML the server hands to a first visit, which the app then hydrates.
 */
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { RendererProvider, createDOMRenderer, renderToStyleElements } from '@fluentui/react-components';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { descriptionOf } from './content/page-descriptions';
import { DocumentHeadContext, documentTitleOf, type DocumentHead } from './lib/use-document-title';

export interface RenderedPage {
  /** The app's markup, for inside `#root`. */
  html: string;
  /** Griffel's style elements for `<head>`: the page paints before any script runs. */
  styles: string;
  title: string;
  description: string;
}

export async function render(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const renderer = createDOMRenderer();
  const head: DocumentHead = { title: documentTitleOf() };
  const html = renderToString(
    <StrictMode>
      <RendererProvider renderer={renderer}>
        <DocumentHeadContext.Provider value={head}>
          <AppProvider>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </DocumentHeadContext.Provider>
      </RendererProvider>
    </StrictMode>,
  );
  const styles = renderToStaticMarkup(<>{renderToStyleElements(renderer)}</>);
  return { html, styles, title: head.title, description: descriptionOf(path) };
}
