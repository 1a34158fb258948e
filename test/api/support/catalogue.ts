import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { SessionTokens } from '../../../backend/src/platform/auth/session-tokens';
import { SqliteEventStore } from '../../../backend/src/platform/event-store/sqlite.event-store';
import { openSqliteDatabase } from '../../../backend/src/platform/sqlite/sqlite-database';
import type { MemberServiceCard } from '../../../backend/src/contract/member-services';
import { api, TestApp } from './boot';

/** A group (created once per name) and a service in it with these settings; answers the service id. */
export async function createService(app: TestApp, admin: string, settings: Record<string, unknown>, groupName = 'Kurzusok'): Promise<string> {
  const groups = (await api(app, 'GET', '/admin/servicegroups', { token: admin })).body as Array<{ id: string; name: string }>;
  const groupId = groups.find((g) => g.name === groupName)?.id ?? (await api(app, 'POST', '/admin/servicegroups', { token: admin, body: { name: groupName } })).body.id;
  const { body } = await api(app, 'POST', '/admin/services', { token: admin, body: { serviceGroupId: groupId } });
  const saved = await api(app, 'PUT', '/admin/services', { token: admin, body: { id: body.id, ...settings } });
  if (saved.status !== 200) throw new Error(`service settings refused: ${JSON.stringify(saved.body)}`);
  return body.id;
}

/** An active, visible service. */
export const openService = (app: TestApp, admin: string, settings: Record<string, unknown> = {}) =>
  createService(app, admin, { name: 'Python alapok', active: true, hidden: false, ...settings });

export const signUp = (app: TestApp, token: string, serviceId: string, extra: Record<string, unknown> = {}) =>
  api(app, 'POST', '/services/signup', { token, body: { serviceId, ...extra } });

/**
 * Every card a member's GET /services shows, each category read whole: the list carries a category's
 * first services only, the rest come a page at a time (docs/decisions/0098).
 */
export async function memberCards(app: TestApp, token: string): Promise<MemberServiceCard[]> {
  const groups = (await api(app, 'GET', '/services', { token })).body as Array<{ id: string; serviceCount: number }>;
  const pages = await Promise.all(groups.map((group) => api(app, 'GET', `/services?group=${group.id}&pageSize=2000`, { token })));
  return pages.flatMap((page) => page.body.items);
}

export const adminService = async (app: TestApp, admin: string, serviceId: string) => (await api(app, 'GET', `/admin/services/${serviceId}`, { token: admin })).body;

export const decide = (app: TestApp, admin: string, action: 'approve' | 'reject' | 'unapprove', userId: string, serviceId: string) =>
  api(app, 'POST', `/admin/userservice/${action}`, { token: admin, body: { userId, serviceId } });

export async function multipart(app: TestApp, token: string, path: string, filename: string, content: Buffer | string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type }), filename);
  const response = await fetch(`${app.url}/api${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: await response.json() };
}

/** A download token of the session `token` for the one link at `path`, or without one for the first link it opens (once). */
export async function downloadToken(app: TestApp, token: string, path?: string): Promise<string> {
  const response = await api(app, 'GET', path ? `/materials/downloadtoken?path=${encodeURIComponent(path)}` : '/materials/downloadtoken', { token });
  if (response.status !== 200) throw new Error(`no download token: ${JSON.stringify(response.body)}`);
  return response.body.token;
}

/** Polls until `check` holds (promotions and mails happen after the request has answered). */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface BulkMember {
  id: string;
  email: string;
}

/**
 * Activated members written straight into the event log of a data dir before the app boots: the
 * read models are rebuilt from it, and reactors seen for the first time start at the head, so nobody
 * is mailed. Far faster than applying and activating a thousand people through HTTP.
 */
export async function seedActivatedMembers(dataDir: string, count: number): Promise<BulkMember[]> {
  const db = openSqliteDatabase(join(dataDir, 'events.sqlite'));
  const store = new SqliteEventStore(db);
  const occurredAt = new Date().toISOString();
  const metadata = { actorId: null, correlationId: 'bulk-members', occurredAt };
  const members = Array.from({ length: count }, (_, i) => ({ id: randomUUID(), email: `tanar${i}@example.org`, n: i }));
  const write = db.transaction(() => {
    for (const { id, email, n } of members) {
      const contact = { email, firstName: `Tanár${n}`, lastName: 'Teszt', phone: '+36 30 000 0000', zip: '6720', city: 'Szeged' };
      const applied = { ...contact, userId: id, schoolId: 'school-1', schoolOm: '900001', personalId: '71234567897', appliedAt: occurredAt };
      const activated = { userId: id, email, firstName: contact.firstName, activation: null };
      // A hash no password matches: these members sign in only through tokenOf().
      const registered = { userId: id, passwordHash: 'scrypt$bulk$none' };
      const events = [
        { type: 'TeacherApplied', data: applied, metadata },
        { type: 'UserActivated', data: activated, metadata },
        { type: 'ActivationCompleted', data: registered, metadata },
      ];
      void store.append(`user-${id}`, events, 'no_stream');
    }
  });
  write();
  await store.close();
  db.close();
  return members.map(({ id, email }) => ({ id, email }));
}

/** A session token as the login would issue it (hashing a thousand passwords would take minutes). */
export function tokenOf(app: TestApp, member: BulkMember): Promise<string> {
  return app.app.get(SessionTokens).issue({ sub: member.id, email: member.email, firstName: 'Tanár', nickName: 'Tanár', admin: false, sessionVersion: 0 }, false);
}
