import type { ReactElement } from 'react';
import { Navigate, createBrowserRouter, matchRoutes, type LazyRouteFunction, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { screenList, type Access, type Screen } from '@/config/screens';
import { ApplyRedirect, RequireAdmin, RequireSession } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { ServiceCardRedirect } from './routes/club/service-card';
import { NotFound } from './routes/public/not-found';
import { PublicShell } from './shell/public-shell';

type RouteModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

/**
 * The screens' lazy route modules under routes/ (`export function Component`), by file
 * (`./public/home.tsx`), one chunk each, so a visitor of the public pages never downloads club or
 * admin code. Only screens' modules: a file there that is no screen is left out here, or it would
 * become a chunk of its own (routing.spec.tsx holds this list to the screens).
 */
export const routeModules = import.meta.glob<RouteModule>(
  ['./*/*.tsx', '!./**/*.spec.tsx', '!./public/not-found.tsx', '!./club/service-card.tsx', '!./club/club-info-page.tsx'],
  { base: './routes/' },
);

/** What the screens without a route module draw (config/screens.ts), by path. */
const redirects: Record<Exclude<Screen, { module: string }>['path'], ReactElement> = {
  '/jelentkezes': <ApplyRedirect />,
  '/netacademia': <Navigate to={paths.club.home} replace />,
  '/klub/kartya/:id': <ServiceCardRedirect />,
};

function routeOf(screen: Screen): RouteObject {
  if (!('module' in screen)) return { path: screen.path, element: redirects[screen.path] };
  const load = routeModules[`./${screen.module}.tsx`];
  if (!load) throw new Error(`no routes/${screen.module}.tsx`);
  // An admin screen's first reads start with its code, not after it has arrived and drawn
  // (lib/early-reads.ts, a small chunk of its own that the other pages never ask for). If it does not
  // arrive, the screen's queries ask as they always did.
  const lazy =
    screen.access === 'admin'
      ? () => {
          void import('@/lib/early-reads').then(({ startScreenReads }) => startScreenReads(screen.path), () => undefined);
          return load();
        }
      : load;
  // The home page is the public shell's index.
  return screen.path === '/' ? { index: true, lazy } : { path: screen.path, lazy };
}

const bareRoutes = screenList.filter((screen) => 'bare' in screen).map(routeOf);
const routesOf = (access: Access) => screenList.filter((screen) => screen.access === access && !('bare' in screen)).map(routeOf);

/**
 * The routes of SPEC §2, from the screens (config/screens.ts): the bare pages beside the public
 * shell, and in it the public pages, the members' behind the session guard and the admins' behind
 * the admin guard, each level with its not-found page.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      ...bareRoutes,
      {
        path: '/',
        element: <PublicShell />,
        children: [
          ...routesOf('public'),
          {
            element: <RequireSession />,
            children: [
              ...routesOf('member'),
              {
                element: <RequireAdmin />,
                children: [...routesOf('admin'), { path: `${paths.admin.home}/*`, element: <NotFound /> }],
              },
            ],
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

/**
 * Resolves the lazy modules of a page's routes in place, so a router created afterwards renders the
 * page at once, as the prerender did, instead of a loading state that would not match its HTML.
 */
export async function loadRouteModules(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
