import { screens, type ScreenDeclaration } from './screens';

/** A screen's address: its path, or for a path with a `:parameter` a function of the parameter's value. */
type PathOf<P extends string> = P extends `${string}:${string}` ? (value: string) => string : P;
type Paths<T> = { readonly [K in keyof T]: T[K] extends ScreenDeclaration ? PathOf<T[K]['path']> : Paths<T[K]> };

const pathOf = (path: string) => (path.includes(':') ? (value: string) => path.replace(/:[^/]+/, () => encodeURIComponent(value)) : path);
const pathsOf = (entries: object): object =>
  Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, 'path' in entry ? pathOf(entry.path) : pathsOf(entry)]));

/** Every route of SPEC §2, by name: the addresses of the screens (config/screens.ts). */
export const paths = pathsOf(screens) as Paths<typeof screens>;

/** Router state of /klub/szolgaltatasok: the service whose dialog opens on arrival. */
export interface ServicesLocationState {
  autoOpen?: string;
}

/** Router state of /tanar-vagyok after a members-only redirect. */
export interface TeacherLocationState {
  error?: 401;
}

/**
 * Search parameters of the admin lists that the dashboard's work links open filtered (issue 41 §6): the
 * services screen opens one service's sign-ups of one status, the companies screen one status.
 */
export const ADMIN_LIST_PARAMS = { signupsOf: 'jelentkezesek', status: 'allapot' } as const;

export function adminSignupsHref(serviceId: string, status?: string): string {
  const search = new URLSearchParams({ [ADMIN_LIST_PARAMS.signupsOf]: serviceId, ...(status && { [ADMIN_LIST_PARAMS.status]: status }) });
  return `${paths.admin.services}?${search}`;
}

export const adminCompaniesHref = (status: string): string => `${paths.admin.companies}?${new URLSearchParams({ [ADMIN_LIST_PARAMS.status]: status })}`;
