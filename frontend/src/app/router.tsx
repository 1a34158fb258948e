import { Navigate, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { ApplyRedirect, RequireAdmin, RequireSession } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { ServiceCardRedirect } from './routes/club/service-card';
import { NotFound } from './routes/public/not-found';
import { PublicShell } from './shell/public-shell';

/**
 * The routes of SPEC §2. Every page is a lazy route module (`export function Component`), so a
 * visitor of the public pages never downloads club or admin code.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      // Root routes outside the public shell.
      { path: paths.signupCompletion, lazy: () => import('./routes/account/signup-completion') },
      { path: paths.activation, lazy: () => import('./routes/account/activation') },
      { path: paths.passwordReset, lazy: () => import('./routes/account/password-reset') },
      { path: paths.partnerSignIn, lazy: () => import('./routes/account/partner-sign-in') },
      {
        path: '/',
        element: <PublicShell />,
        children: [
          { index: true, lazy: () => import('./routes/public/home') },
          { path: 'tanar-vagyok', lazy: () => import('./routes/public/teacher') },
          { path: 'cegeknek', lazy: () => import('./routes/public/companies') },
          { path: 'mentorcegek', lazy: () => import('./routes/public/partners') },
          { path: 'kapcsolat', lazy: () => import('./routes/public/contact') },
          { path: 'elmenyek', lazy: () => import('./routes/public/experiences') },
          { path: 'adatkezelsi-tajekoztato', lazy: () => import('./routes/public/privacy') },
          { path: 'jelentkezes', element: <ApplyRedirect /> },
          { path: 'netacademia', element: <Navigate to={paths.club.home} replace /> },
          {
            path: 'klub',
            children: [
              // Open to anonymous visitors at route level.
              { path: 'kartya/:id', element: <ServiceCardRedirect /> },
              { path: 'szolgaltatasok/:subPageUrl', lazy: () => import('./routes/club/service-sub-page') },
              {
                element: <RequireSession />,
                children: [
                  { index: true, lazy: () => import('./routes/club/club-home') },
                  { path: 'profil', lazy: () => import('./routes/club/profile') },
                  { path: 'mentoralas', lazy: () => import('./routes/club/mentoring') },
                  { path: 'szolgaltatasok', lazy: () => import('./routes/club/services') },
                  { path: 'tananyagok', lazy: () => import('./routes/club/materials') },
                  { path: 'meetupok', lazy: () => import('./routes/club/meetups') },
                  {
                    path: 'admin',
                    element: <RequireAdmin />,
                    children: [
                      { index: true, lazy: () => import('./routes/admin/dashboard') },
                      { path: 'felhasznalok', lazy: () => import('./routes/admin/users') },
                      { path: 'cegek', lazy: () => import('./routes/admin/companies') },
                      { path: 'szolgaltatasok', lazy: () => import('./routes/admin/services') },
                      { path: 'tananyagok', lazy: () => import('./routes/admin/materials') },
                      { path: 'partnerek', lazy: () => import('./routes/admin/partners') },
                      { path: 'naplo', lazy: () => import('./routes/admin/audit') },
                      // The charts package travels in this route's chunk alone (issue 25).
                      { path: 'attekintes', lazy: () => import('./routes/admin/insights') },
                      { path: '*', element: <NotFound /> },
                    ],
                  },
                ],
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
