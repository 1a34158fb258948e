import { ChildProcess, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { SqliteEventStore } from '../../backend/src/platform/event-store/sqlite.event-store';
import { openSqliteDatabase } from '../../backend/src/platform/sqlite/sqlite-database';
import { ADMIN_EMAIL, ADMIN_PASSWORD, api, freePort, logIn, tempDataDir } from './support/boot';
import { BulkMember, eventually, seedActivatedMembers } from './support/catalogue';
import { outbox } from './support/mail';

const ROOT = join(__dirname, '..', '..');
const MAIN = join(ROOT, 'backend', 'dist', 'main.js');
const JWT_SECRET = 'crash-burst-journey-secret-0123456789';
const MEMBERS = 1000;
const SEATS = 100;
const LEAVERS = 20;
/** Mails about sign-ups: one per event of these kinds (catalogue/reactors/service-mail.ts). */
const MAILED = new Set(['SignedUp', 'SignupApproved', 'SignupRejected', 'PromotedFromWaitlist', 'SignupCancelled', 'CodeAssigned']);

interface Server {
  url: string;
  child: ChildProcess;
}

async function start(dataDir: string, port: number): Promise<Server> {
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD, JWT_SECRET, SEED_DEMO: 'false', LOGIN_RATE_LIMIT: '1000' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await eventually(() => fetch(`${url}/api/health`).then((r) => r.ok, () => false), Boolean, 30_000);
  return { url, child };
}

const exited = (child: ChildProcess) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));

/** A session token as the server signs them (the members were written straight into the log). */
function tokenOf({ id, email }: BulkMember): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: id, email, firstName: 'Tanár', nickName: 'Tanár', admin: false, aud: 'session', iat: now, exp: now + 3600 })}`;
  return `${body}.${createHmac('sha256', JWT_SECRET).update(body).digest('base64url')}`;
}

/** The service's events as the log holds them (read beside the running server: SQLite allows it). */
async function serviceEvents(dataDir: string, serviceId: string) {
  const store = new SqliteEventStore(openSqliteDatabase(join(dataDir, 'events.sqlite')));
  try {
    return await store.readStream(`service-${serviceId}`);
  } finally {
    await store.close();
  }
}

/**
 * Issue 14 §9: a burst of sign-ups with cancellations (so promotions) and mail in flight, the process
 * killed with SIGKILL (or stopped with SIGTERM, which must exit cleanly) in the middle, a restart:
 * nothing acknowledged is lost, seats never exceed the limit, pending promotions complete, and every
 * mail that should exist exists exactly once.
 */
describe('stopped in the middle of a sign-up burst', () => {
  it.each(['SIGKILL', 'SIGTERM'] as const)('after %s: no acknowledged sign-up lost, no seat overfilled, promotions finished, each mail sent once', async (signal) => {
    const dataDir = tempDataDir();
    const members = await seedActivatedMembers(dataDir, MEMBERS);
    const port = await freePort();
    let server = await start(dataDir, port);
    const admin = await logIn(server);
    const group = (await api(server, 'POST', '/admin/servicegroups', { token: admin, body: { name: 'Kurzusok' } })).body.id;
    const serviceId = (await api(server, 'POST', '/admin/services', { token: admin, body: { serviceGroupId: group } })).body.id;
    const settings = { id: serviceId, name: 'Népszerű kurzus', active: true, hidden: false, limit: SEATS, waitlistAvailable: true, cancelable: true };
    expect((await api(server, 'PUT', '/admin/services', { token: admin, body: settings })).status).toBe(200);

    // The burst: everyone at once; once a quarter has answered, some seated members leave (each
    // freed seat promotes someone); once 40 % have answered, the process is killed.
    const acknowledged = new Map<string, 'seated' | 'waitlisted'>();
    const leftSeats = new Set<string>();
    let answered = 0;
    let leaving: Promise<unknown> | null = null;
    const signUp = async (member: BulkMember) => {
      try {
        const response = await fetch(`${server.url}/api/services/signup`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokenOf(member)}`, 'content-type': 'application/json' },
          body: JSON.stringify({ serviceId }),
        });
        const body = await response.json();
        if (response.status === 200) acknowledged.set(member.id, body.signedUp ? 'seated' : 'waitlisted');
      } catch {
        // Cut off by the kill: not acknowledged, so it may or may not have happened.
      }
      answered++;
      if (answered === MEMBERS / 4) leaving = leave();
      if (answered === (MEMBERS * 2) / 5) server.child.kill(signal);
    };
    const leave = () =>
      Promise.all(
        members
          .filter((m) => acknowledged.get(m.id) === 'seated')
          .slice(0, LEAVERS)
          .map(async (member) => {
            try {
              const response = await fetch(`${server.url}/api/services/cancel`, {
                method: 'POST',
                headers: { authorization: `Bearer ${tokenOf(member)}`, 'content-type': 'application/json' },
                body: JSON.stringify({ serviceId }),
              });
              if (response.status === 200) leftSeats.add(member.id);
            } catch {
              // cut off by the kill
            }
          }),
      );
    await Promise.all(members.map(signUp));
    await leaving;
    const exitCode = await exited(server.child);
    // A graceful stop finishes what it started and says so; a kill says nothing.
    if (signal === 'SIGTERM') expect(exitCode).toBe(0);
    expect(acknowledged.size).toBeGreaterThan(100);

    server = await start(dataDir, port);
    try {
      // Pending promotions and mail jobs finish after the restart: wait until a mail exists for every
      // mail-causing event of the service, and the log stops growing.
      const expectedMails = async () => (await serviceEvents(dataDir, serviceId)).filter((event) => MAILED.has(event.type)).length;
      const serviceMails = async () => (await outbox({ dataDir })).filter((mail) => mail.to.startsWith('tanar'));
      await eventually(async () => (await serviceMails()).length - (await expectedMails()), (missing) => missing === 0, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));

      // Nothing acknowledged is lost: every acknowledged sign-up is in the log, unless its member left.
      const events = await serviceEvents(dataDir, serviceId);
      const signedUp = new Set(events.filter((e) => e.type === 'SignedUp').map((e) => (e.data as { userId: string }).userId));
      expect([...acknowledged.keys()].filter((id) => !signedUp.has(id))).toEqual([]);
      const cancelled = new Set(events.filter((e) => e.type === 'SignupCancelled').map((e) => (e.data as { userId: string }).userId));
      expect([...leftSeats].filter((id) => !cancelled.has(id))).toEqual([]);

      // Seats never exceed the limit, and no seat stays free while someone waits (promotions done).
      const view = (await api(server, 'GET', `/admin/services/${serviceId}`, { token: await logIn(server) })).body;
      expect(view.userCount).toBeLessThanOrEqual(SEATS);
      if (view.waitlistCount > 0) expect(view.userCount).toBe(SEATS);

      // Every mail that should exist exists exactly once, per recipient.
      const emailOf = new Map(members.map((m) => [m.id, m.email]));
      const expected = new Map<string, number>();
      for (const event of events.filter((e) => MAILED.has(e.type))) {
        const email = emailOf.get((event.data as { userId: string }).userId)!;
        expected.set(email, (expected.get(email) ?? 0) + 1);
      }
      const sent = new Map<string, number>();
      for (const mail of await serviceMails()) sent.set(mail.to, (sent.get(mail.to) ?? 0) + 1);
      expect(Object.fromEntries(sent)).toEqual(Object.fromEntries(expected));
    } finally {
      server.child.kill('SIGKILL');
      await exited(server.child);
    }
  }, 180_000);
});
