import type { LiveNotice } from '../../contract/live';
import { SessionUser } from '../auth/session';
import { EventStore, RecordedEvent } from '../event-store/event-store.port';
import { ProjectionWaiter } from '../projections/projection-waiter';
import { EndReason, LiveNotices } from './live-notices';

/** The log as LiveNotices follows it: each event handed over by the test, in order. */
function followedLog() {
  let handler: ((event: RecordedEvent) => Promise<void>) | null = null;
  let position = 0;
  const store = {
    headPosition: async () => 0,
    subscribeToAll: (_after: number, deliver: (event: RecordedEvent) => Promise<void>) => {
      handler = deliver;
      return { failure: null, close: async () => undefined };
    },
  } as unknown as EventStore;
  const append = (streamId: string, type: string, data: Record<string, unknown> = {}) =>
    handler!({ streamId, type, data, revision: 0, position: ++position, metadata: { actorId: null, correlationId: 'c', occurredAt: '2026-11-26T12:00:00.000Z' } });
  return { store, append };
}

const caughtUp: ProjectionWaiter = { waitFor: async () => true };

/** A tab's stream, with the session its token stands for now (changed by the test as the read model would). */
function tab(userId: string, user: SessionUser | null | Error) {
  const heard: LiveNotice[] = [];
  const ended: EndReason[] = [];
  const stream = {
    now: user,
    heard,
    ended,
    listener: {
      userId,
      staff: user instanceof Error ? false : (user?.admin ?? false),
      session: async () => {
        if (stream.now instanceof Error) throw stream.now;
        return stream.now;
      },
      send: (notice: LiveNotice) => void heard.push(notice),
      end: (reason: EndReason) => void ended.push(reason),
    },
  };
  return stream;
}

const member = (id: string): SessionUser => ({ id, email: `${id}@example.org`, admin: false, sessionVersion: 0 });
const admin = (id: string): SessionUser => ({ id, email: `${id}@example.org`, admin: true, sessionVersion: 0 });

async function liveNotices() {
  const log = followedLog();
  const live = new LiveNotices(log.store, caughtUp);
  // As the accounts module says: a member's own stream, or their erasure.
  live.followSessions((event) => (event.streamId.startsWith('user-') ? [event.streamId.slice(5)] : event.type === 'UserErased' ? [String(event.data.userId)] : []));
  live.add(['TeacherApplied', 'UserDisabled', 'UserErased', 'SessionsEnded'], () => [{ audience: 'staff', notice: { topic: 'members' } }]);
  live.add(['SignedUp'], (event) => [{ audience: 'members', notice: { topic: 'service', serviceId: String(event.data.serviceId) } }]);
  await live.onApplicationBootstrap();
  return { live, append: log.append };
}

describe('live streams end with their right', () => {
  it("closes a member's streams, telling them the session ended, once an event of their own stream ends it; nobody else's", async () => {
    const { live, append } = await liveNotices();
    const [phone, laptop, other] = [tab('anna', member('anna')), tab('anna', member('anna')), tab('bela', member('bela'))];
    for (const stream of [phone, laptop, other]) live.listen(stream.listener);

    phone.now = laptop.now = null;
    await append('user-anna', 'SessionsEnded');
    await append('service-1', 'SignedUp', { serviceId: 's1' });

    expect(phone.ended).toEqual(['session-ended']);
    expect(laptop.ended).toEqual(['session-ended']);
    expect(phone.heard).toEqual([]);
    expect(other.ended).toEqual([]);
    expect(other.heard).toEqual([{ topic: 'service', serviceId: 's1' }]);
    expect(live.listening).toBe(1);
  });

  it('asks again on any event of the member, not a list of causes, and keeps a stream whose session holds', async () => {
    const { live, append } = await liveNotices();
    const anna = tab('anna', member('anna'));
    live.listen(anna.listener);

    await append('user-anna', 'ProfileUpdated');
    expect(anna.ended).toEqual([]);
    anna.now = null;
    await append('user-anna', 'SomethingNewThatEndsSessions');
    expect(anna.ended).toEqual(['session-ended']);
  });

  it("closes an erased member's stream: their own stream is deleted, the erasure is told elsewhere", async () => {
    const { live, append } = await liveNotices();
    const anna = tab('anna', member('anna'));
    live.listen(anna.listener);
    anna.now = null;
    await append('erasures', 'UserErased', { userId: 'anna' });
    expect(anna.ended).toEqual(['session-ended']);
  });

  it('sends a staff notice only to streams whose user is staff in the read model now, not when the stream opened', async () => {
    const { live, append } = await liveNotices();
    const [still, demoted, teacher] = [tab('kati', admin('kati')), tab('laci', admin('laci')), tab('anna', member('anna'))];
    for (const stream of [still, demoted, teacher]) live.listen(stream.listener);

    demoted.now = member('laci');
    await append('user-new', 'TeacherApplied');

    expect(still.heard).toEqual([{ topic: 'members' }]);
    expect(demoted.heard).toEqual([]);
    expect(teacher.heard).toEqual([]);
    // Rights lost, session kept: the stream still carries what every member hears.
    expect(demoted.ended).toEqual([]);
    await append('service-1', 'SignedUp', { serviceId: 's1' });
    expect(demoted.heard).toEqual([{ topic: 'service', serviceId: 's1' }]);
  });

  it("gives a disabled admin's stream no notice of their own disabling: it is closed first", async () => {
    const { live, append } = await liveNotices();
    const [disabled, other] = [tab('laci', admin('laci')), tab('kati', admin('kati'))];
    for (const stream of [disabled, other]) live.listen(stream.listener);

    disabled.now = null;
    await append('user-laci', 'UserDisabled', { userId: 'laci' });

    expect(disabled.ended).toEqual(['session-ended']);
    expect(disabled.heard).toEqual([]);
    expect(other.heard).toEqual([{ topic: 'members' }]);
  });

  it("closes a staff stream whose session ended elsewhere when a staff notice comes (without telling it the notice)", async () => {
    const { live, append } = await liveNotices();
    const kati = tab('kati', admin('kati'));
    live.listen(kati.listener);
    kati.now = null;
    await append('user-new', 'TeacherApplied');
    expect(kati.heard).toEqual([]);
    expect(kati.ended).toEqual(['session-ended']);
  });

  it('never keeps a stream on trust: one whose session cannot be checked is closed for the tab to come back, not signed out', async () => {
    const { live, append } = await liveNotices();
    const kati = tab('kati', admin('kati'));
    live.listen(kati.listener);
    kati.now = new Error('read store unreachable');
    await append('user-new', 'TeacherApplied');
    expect(kati.heard).toEqual([]);
    expect(kati.ended).toEqual(['unverified']);
  });

  it('ends every stream quietly when the server stops, so that it can stop (a stream never falls idle)', async () => {
    const { live } = await liveNotices();
    const [anna, kati] = [tab('anna', member('anna')), tab('kati', admin('kati'))];
    for (const stream of [anna, kati]) live.listen(stream.listener);
    live.beforeApplicationShutdown();
    expect([anna.ended, kati.ended]).toEqual([['server-stopping'], ['server-stopping']]);
    expect(live.listening).toBe(0);
  });

  it('tells a stream once, however many checks find its session over at the same time', async () => {
    const { live } = await liveNotices();
    const anna = tab('anna', member('anna'));
    live.listen(anna.listener);
    anna.now = null;
    await Promise.all([live.recheck(anna.listener), live.recheck(anna.listener)]);
    expect(anna.ended).toEqual(['session-ended']);
  });
});
