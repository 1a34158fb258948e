import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { declaredAccess, RouteAccess } from '../../backend/src/platform/auth/access';
import { PlainRouteDocs, servedRoutes } from '../../backend/src/platform/http/route-docs';
import { api, bootApp, decodeJwt, logIn, TestApp } from './support/boot';
import { downloadToken } from './support/catalogue';
import { importSchools, registeredMember } from './support/members';

interface Route {
  method: string;
  /** As the OpenAPI document writes it: `/api/admin/users/{id}`. */
  path: string;
  access: RouteAccess | null;
}

const braces = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Every route Nest registered, with the access its decorators and guards declare. */
function nestRoutes(app: TestApp): Route[] {
  const routes: Route[] = [];
  for (const module of app.app.get(ModulesContainer).values()) {
    for (const { metatype: controller } of module.controllers.values()) {
      if (!controller) continue;
      const prefix = Reflect.getMetadata(PATH_METADATA, controller) as string | string[];
      for (const name of Object.getOwnPropertyNames(controller.prototype).filter((n) => n !== 'constructor')) {
        const handler = controller.prototype[name] as unknown;
        if (typeof handler !== 'function') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        // A controller or a handler may answer at several addresses: every pair of them.
        for (const base of [prefix].flat()) {
          for (const own of [path].flat()) {
            const full = `/${['api', base, own].flatMap((part) => part.split('/')).filter(Boolean).join('/')}`;
            routes.push({ method, path: braces(full), access: declaredAccess(controller, handler) });
          }
        }
      }
    }
  }
  return routes;
}

/** The route's address as an outsider would call it: any id in the path. */
const addressOf = (route: Route) => route.path.replace(/\{\w+\}/g, 'barmi');

/** A request to the route as an outsider would send it: any id in the path, an empty JSON body. */
async function call(app: TestApp, route: Route, token?: string, query = ''): Promise<{ status: number }> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const withBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
  if (withBody) headers['content-type'] = 'application/json';
  const path = addressOf(route);
  const response = await fetch(`${app.url}${path}${query}`, { method: route.method, headers, body: withBody ? '{}' : undefined });
  await response.arrayBuffer();
  return response;
}

/** Issue 14 §3: every route's access is declared, derived from the running app, and proven. */
describe('access matrix', () => {
  let app: TestApp;
  let routes: Route[];
  let admin: string;
  let member: string;

  beforeAll(async () => {
    app = await bootApp({ LOGIN_RATE_LIMIT: '1000' });
    admin = await logIn(app);
    const schoolId = Object.values(await importSchools(app, admin))[0];
    member = (await registeredMember(app, admin, schoolId, 'hozzaferes@example.org')).token;
    const plain = app.app.get(PlainRouteDocs).access;
    routes = [
      ...nestRoutes(app),
      ...[...plain].map(([route, access]) => ({ method: route.split(' ')[0], path: route.split(' ')[1], access })),
    ];
  });
  afterAll(() => app.destroy());

  it('knows every route the server serves, and each has a declared access level', () => {
    const known = new Set(routes.map((route) => `${route.method} ${route.path}`));
    const served = servedRoutes(app.app.getHttpAdapter().getInstance())
      // HEAD and OPTIONS follow their GET; the API docs and the built site's files are public by nature.
      .filter(({ method, url }) => !['HEAD', 'OPTIONS'].includes(method) && !url.startsWith('/api/docs') && url !== '/*')
      .map(({ method, url }) => `${method} ${braces(url)}`);
    expect(served.length).toBeGreaterThan(80);
    expect(served.filter((route) => !known.has(route))).toEqual([]);
    expect(routes.filter((route) => route.access === null).map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('answers 401 to an anonymous caller on every member and admin route', async () => {
    const refused: string[] = [];
    for (const route of routes.filter((r) => r.access && r.access.level !== 'public')) {
      const response = await call(app, route);
      if (response.status !== 401) refused.push(`${route.method} ${route.path}: ${response.status}`);
    }
    expect(refused).toEqual([]);
  });

  it('answers 403 to a member on every admin route, whichever way the route takes its caller', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.access?.level === 'admin')) {
      // A route that takes a download token gets the member's own, made for that very address.
      const response =
        route.access!.proof === 'bearer'
          ? await call(app, route, member)
          : await call(app, route, undefined, `?token=${encodeURIComponent(await downloadToken(app, member, addressOf(route)))}`);
      if (response.status !== 403) wrong.push(`${route.method} ${route.path}: ${response.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('stops the token of an administrator disabled or erased by another, at once', async () => {
    const dataDir = app.dataDir;
    await app.stop();
    // Two more administrators, bootstrapped as an operator would: a new ADMIN_EMAIL on a restart.
    for (const email of ['masodik.admin@example.org', 'harmadik.admin@example.org']) {
      app = await bootApp({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'Admin-jelszo-2026', LOGIN_RATE_LIMIT: '1000' }, dataDir);
      await app.stop();
    }
    app = await bootApp({ LOGIN_RATE_LIMIT: '1000' }, dataDir);
    admin = await logIn(app);
    const second = await logIn(app, 'masodik.admin@example.org', 'Admin-jelszo-2026');
    const third = await logIn(app, 'harmadik.admin@example.org', 'Admin-jelszo-2026');
    expect((await api(app, 'GET', '/admin/users', { token: second })).status).toBe(200);
    expect((await api(app, 'GET', '/admin/users', { token: third })).status).toBe(200);

    expect((await api(app, 'POST', '/admin/users/disable', { token: admin, body: { userId: decodeJwt(second).sub } })).status).toBe(200);
    expect((await api(app, 'GET', '/admin/users', { token: second })).status).toBe(401);
    expect((await api(app, 'POST', '/admin/users/delete', { token: admin, body: { userId: decodeJwt(third).sub } })).status).toBe(200);
    expect((await api(app, 'GET', '/admin/users', { token: third })).status).toBe(401);
  });
});
