/**
 * The pages of the site (SPEC §2), as the frontend's router declares them. The server answers these
 * with the app and 200, and any other page address with the app and 404, so a mistyped link is a
 * real "not found" for browsers, crawlers and link checkers; the app then shows its not-found page.
 * The frontend's screens (frontend/src/config/screens.ts) are typed by this list: its typecheck
 * refuses a screen at an address missing here and a page here without a screen.
 */
export const SITE_ROUTES = [
  '/',
  '/tanar-vagyok',
  '/cegeknek',
  '/mentorcegek',
  '/kapcsolat',
  '/elmenyek',
  '/adatkezelsi-tajekoztato',
  '/jelentkezes',
  '/netacademia',
  '/jelentkezes-folytatas',
  '/jelentkezes-veglegesites',
  '/jelszo-helyreallitas',
  '/auth',
  '/klub',
  '/klub/profil',
  '/klub/mentoralas',
  '/klub/szolgaltatasok',
  '/klub/szolgaltatasok/:subPageUrl',
  '/klub/tananyagok',
  '/klub/meetupok',
  '/klub/kartya/:id',
  '/klub/admin',
  '/klub/admin/felhasznalok',
  '/klub/admin/cegek',
  '/klub/admin/szolgaltatasok',
  '/klub/admin/tananyagok',
  '/klub/admin/partnerek',
  '/klub/admin/naplo',
  '/klub/admin/attekintes',
] as const;

/**
 * Each page as a regular expression over the pathname (a ":param" is one non-empty segment, a
 * trailing slash is allowed), with or without a query: the service worker tests the path and the
 * query together (Workbox's NavigationRoute), the server the path alone.
 */
export const SITE_ROUTE_PATTERNS: readonly RegExp[] = SITE_ROUTES.map((route) => {
  const body = route
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (segment.startsWith(':') ? '/[^/]+' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    .join('');
  return new RegExp(`^${body}/?(\\?.*)?$`);
});

/** Whether a pathname (no query) is one of the site's pages. */
export function isSiteRoute(pathname: string): boolean {
  return SITE_ROUTE_PATTERNS.some((pattern) => pattern.test(pathname));
}
