import type { SITE_ROUTES } from '@backend/shared/site-routes';

/**
 * Every screen of the site (SPEC §2), declared once. Derived from it: the router's routes and their
 * guards (app/router.tsx), the `paths` helper (config/paths.ts), the pages the build prerenders
 * (scripts/prerender.mjs) and the rows of the first-load budgets (scripts/budgets.mjs, numbers in
 * budgets.json). Plain data, no imports at run time: the build's Node scripts read it too.
 */

/** A page of the server's list (backend/src/shared/site-routes.ts): 200 for it, 404 for any other. */
export type SiteRoute = (typeof SITE_ROUTES)[number];

/** Who may open it: anyone, a signed-in member (else the login dialog over home), an admin (else /klub). */
export type Access = 'public' | 'member' | 'admin';

interface Page {
  readonly path: SiteRoute;
  /**
   * Its lazy route module under src/app/routes, without `.tsx` (`public/home`). A screen without one
   * is a redirect, drawn by the router's `redirects` in the app's own chunk (the shell's budget).
   */
  readonly module?: string;
}

/**
 * A screen: in the public shell behind its access's guard, or (public only) `bare`: drawn alone,
 * outside the shell's header and footer (the pages a mailed link opens).
 */
export type ScreenDeclaration = Page & ({ readonly access: Access; readonly bare?: never } | { readonly access: 'public'; readonly bare: true });

export const screens = {
  home: { path: '/', access: 'public', module: 'public/home' },
  teacher: { path: '/tanar-vagyok', access: 'public', module: 'public/teacher' },
  companies: { path: '/cegeknek', access: 'public', module: 'public/companies' },
  partners: { path: '/mentorcegek', access: 'public', module: 'public/partners' },
  contact: { path: '/kapcsolat', access: 'public', module: 'public/contact' },
  experiences: { path: '/elmenyek', access: 'public', module: 'public/experiences' },
  privacy: { path: '/adatkezelsi-tajekoztato', access: 'public', module: 'public/privacy' },
  /** The home page with the teacher signup dialog (or /klub for a member). */
  apply: { path: '/jelentkezes', access: 'public' },
  /** The old site's address of the club. */
  netacademia: { path: '/netacademia', access: 'public' },

  signupCompletion: { path: '/jelentkezes-folytatas', access: 'public', module: 'account/signup-completion', bare: true },
  activation: { path: '/jelentkezes-veglegesites', access: 'public', module: 'account/activation', bare: true },
  passwordReset: { path: '/jelszo-helyreallitas', access: 'public', module: 'account/password-reset', bare: true },
  partnerSignIn: { path: '/auth', access: 'public', module: 'account/partner-sign-in', bare: true },

  club: {
    home: { path: '/klub', access: 'member', module: 'club/club-home' },
    profile: { path: '/klub/profil', access: 'member', module: 'club/profile' },
    mentoring: { path: '/klub/mentoralas', access: 'member', module: 'club/mentoring' },
    services: { path: '/klub/szolgaltatasok', access: 'member', module: 'club/services' },
    materials: { path: '/klub/tananyagok', access: 'member', module: 'club/materials' },
    meetups: { path: '/klub/meetupok', access: 'member', module: 'club/meetups' },
    // Open to anonymous visitors at route level: a public service's page, and a card's link (the
    // services page it leads to asks for the session).
    serviceSubPage: { path: '/klub/szolgaltatasok/:subPageUrl', access: 'public', module: 'club/service-sub-page' },
    serviceCard: { path: '/klub/kartya/:id', access: 'public' },
  },

  // Every admin screen but "Áttekintés" goes into the one admin chunk (vite.config.ts), whose budget
  // they share; the charts package travels in that route's chunk alone (issue 25).
  admin: {
    home: { path: '/klub/admin', access: 'admin', module: 'admin/dashboard' },
    users: { path: '/klub/admin/felhasznalok', access: 'admin', module: 'admin/users' },
    companies: { path: '/klub/admin/cegek', access: 'admin', module: 'admin/companies' },
    services: { path: '/klub/admin/szolgaltatasok', access: 'admin', module: 'admin/services' },
    materials: { path: '/klub/admin/tananyagok', access: 'admin', module: 'admin/materials' },
    partners: { path: '/klub/admin/partnerek', access: 'admin', module: 'admin/partners' },
    audit: { path: '/klub/admin/naplo', access: 'admin', module: 'admin/audit' },
    insights: { path: '/klub/admin/attekintes', access: 'admin', module: 'admin/insights' },
  },
} as const satisfies Record<string, ScreenDeclaration | Record<string, ScreenDeclaration>>;

type Groups = typeof screens;
/** Each declared screen, as its literal type. */
export type Screen = { [K in keyof Groups]: Groups[K] extends ScreenDeclaration ? Groups[K] : Groups[K][keyof Groups[K]] }[keyof Groups];

/** The server's pages that none of these screens has. */
export type Unscreened<S extends { path: string }> = Exclude<SiteRoute, S['path']>;
/** Compiles only for `never`: the error names what is left. */
export type MustBeNever<T extends never> = T;
/**
 * Fails to compile while the server's list and the screens disagree: a page of SITE_ROUTES without a
 * screen is named in the error here; a screen's path outside the list fails at its declaration.
 */
export type EverySiteRouteIsAScreen = MustBeNever<Unscreened<Screen>>;

const isScreen = (entry: object): entry is ScreenDeclaration => 'path' in entry;

/** The screens in declaration order. */
export const screenList: readonly Screen[] = Object.values(screens).flatMap((entry) => (isScreen(entry) ? [entry] : Object.values(entry))) as Screen[];
