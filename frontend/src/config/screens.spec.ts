import { describe, expect, it } from 'vitest';
import { SITE_ROUTES } from '@backend/shared/site-routes';
import { paths } from './paths';
import { screenList, type MustBeNever, type Screen, type ScreenDeclaration, type Unscreened } from './screens';

describe('the screens', () => {
  it('are the server\'s pages, each once', () => {
    expect(screenList.map((screen) => screen.path).sort()).toEqual([...SITE_ROUTES].sort());
  });

  it('give the paths helper its addresses, a parameter encoded', () => {
    expect(paths.home).toBe('/');
    expect(paths.club.profile).toBe('/klub/profil');
    expect(paths.admin.home).toBe('/klub/admin');
    expect(paths.club.serviceSubPage('web alapok/2')).toBe('/klub/szolgaltatasok/web%20alapok%2F2');
    expect(paths.club.serviceCard('17')).toBe('/klub/kartya/17');
  });

  // Planted violations, proven by `npm run typecheck` (a @ts-expect-error that meets no error fails it).
  it('do not compile when they and the server\'s list disagree', () => {
    // @ts-expect-error a screen at an address the server answers with 404
    const unknownPage: ScreenDeclaration = { path: '/nincs-ilyen-oldal', access: 'public' };
    // @ts-expect-error a bare screen is public: drawn outside the shell, it has no guard
    const bareClubPage: ScreenDeclaration = { path: '/klub/profil', access: 'member', bare: true };
    expect([unknownPage, bareClubPage]).toHaveLength(2);
  });
});

// @ts-expect-error a page of the server's list without a screen ('/klub' left out) is refused
export type WithoutClubHome = MustBeNever<Unscreened<Exclude<Screen, { path: '/klub' }>>>;
