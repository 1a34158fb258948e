import { isSiteRoute } from './site-routes';

describe('the site routes', () => {
  it.each(['/', '/klub', '/klub/', '/tanar-vagyok', '/klub/szolgaltatasok/robotika', '/klub/kartya/abc-123', '/klub/admin/felhasznalok', '/klub/tananyagok?cimke=Python&q=ciklus'])(
    '%s is a page',
    (path) => expect(isSiteRoute(path)).toBe(true),
  );

  it.each(['/nincs-ilyen-oldal', '/klub/nincs', '/klub/admin/nincs', '/klub/szolgaltatasok/a/b', '/klub/kartya', '/tanar-vagyok/x'])(
    '%s is not',
    (path) => expect(isSiteRoute(path)).toBe(false),
  );
});
