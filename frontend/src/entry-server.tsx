/**
 * Build-time rendering (issue 13): `scripts/prerender.mjs` calls `render` for each public page and
 * writes the HTML the server hands to a first visit, which the app then hydrates; and `renderFrame`
 * for the member's club pages, whose first state (header, spinner) paints before the app replaces it.
 */
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { RendererProvider, createDOMRenderer, renderToStyleElements } from '@fluentui/react-components';
import { FloorProvider, floorRoutes } from './app/floor/floor-page';
import { FLOOR_PATH } from './app/floor/floor-path';
import { AppProvider } from './app/provider';
import { RootLayout } from './app/root-layout';
import { routes } from './app/router';
import { PublicShell } from './app/shell/public-shell';
import { descriptionOf } from './content/page-descriptions';
import { huFloor } from './i18n/hu-floor';
import { DocumentHeadContext, documentTitleOf, type DocumentHead } from './lib/use-document-title';

export interface RenderedPage {
  /** The app's markup, for inside `#root`. */
  html: string;
  /**
   * Griffel's style elements for `<head>`, for any style the build did not take out into its
   * stylesheet (griffel-css-extraction.ts): the page paints styled before any script runs.
   */
  styles: string;
  title: string;
  description: string;
}

export async function render(path: string): Promise<RenderedPage> {
  return { ...(await renderTree(routes, path)), description: descriptionOf(path) };
}

/**
 * A club page as the app first draws it, before the member's data: the public shell signed out
 * (the member's menu looks the same) and the page's header and spinner. The page's route module,
 * found through the app's routes, renders without its session guard: it holds nothing personal yet.
 */
export async function renderFrame(path: string): Promise<RenderedPage> {
  const page = matchRoutes(routes, path)?.at(-1)?.route;
  if (!page?.lazy) throw new Error(`prerender: ${path} has no lazy route module`);
  const frame: RouteObject[] = [
    { element: <RootLayout />, children: [{ path: '/', element: <PublicShell />, children: [{ path: path.slice(1), lazy: page.lazy }] }] },
  ];
  return { ...(await renderTree(frame, path)), description: descriptionOf(path) };
}

export { FLOOR_PATH };

/**
 * The floor page (issue 24): its own router in Fluent's provider and nothing else, hydrated by
 * src/app/floor/start.tsx as a public page is by the app.
 */
export async function renderFloor(): Promise<RenderedPage> {
  return { ...(await renderTree(floorRoutes, FLOOR_PATH, FloorProvider)), title: huFloor.title, description: huFloor.title };
}

/** `path` in `tree`, in the providers the client wraps it in (the app's, or the floor page's). */
async function renderTree(
  tree: RouteObject[],
  path: string,
  Providers: ComponentType<{ children: ReactNode }> = AppProvider,
): Promise<Omit<RenderedPage, 'description'>> {
  const handler = createStaticHandler(tree);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const renderer = createDOMRenderer();
  const head: DocumentHead = { title: documentTitleOf() };
  const html = renderToString(
    <StrictMode>
      <RendererProvider renderer={renderer}>
        <DocumentHeadContext.Provider value={head}>
          <Providers>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </DocumentHeadContext.Provider>
      </RendererProvider>
    </StrictMode>,
  );
  const styles = renderToStaticMarkup(<>{renderToStyleElements(renderer)}</>);
  return { html, styles, title: head.title };
}
