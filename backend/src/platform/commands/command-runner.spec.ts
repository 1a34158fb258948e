import { Decider } from '../../shared/decider';
import { DomainError } from '../../shared/domain-error';
import { SqliteEventStore } from '../event-store/sqlite.event-store';
import { ProjectionWaiter } from '../projections/projection-waiter';
import { openSqliteDatabase } from '../sqlite/sqlite-database';
import { CommandRunner } from './command-runner';

type Added = { type: 'Added'; data: { n: number } };
type Add = { n: number; max: number };

/** A counter that refuses to pass `max`: the kind of invariant a stale state would break. */
const counter: Decider<{ total: number }, Add, Added> = {
  initialState: () => ({ total: 0 }),
  evolve: (state, event) => ({ total: state.total + event.data.n }),
  decide: (command, state) => {
    if (state.total + command.n > command.max) throw new DomainError('SERVICE_FULL', 409);
    return [{ type: 'Added', data: { n: command.n } }];
  },
};

const waiter: ProjectionWaiter = { waitFor: async () => true };
const meta = { actorId: null, correlationId: 'c', now: new Date('2026-11-21T10:00:00Z') };

function setup() {
  const store = new SqliteEventStore(openSqliteDatabase(':memory:'));
  return { store, runner: new CommandRunner(store, waiter) };
}

const total = async (store: SqliteEventStore, stream: string) =>
  (await store.readStream(stream)).reduce((sum, e) => sum + Number(e.data.n), 0);

describe('command runner', () => {
  it('decides on every event so far, also those appended by someone else in between', async () => {
    const { store, runner } = setup();
    await runner.for(counter, 'counter-1')({ n: 2, max: 10 }, meta);
    await store.append('counter-1', [{ type: 'Added', data: { n: 5 }, metadata: { ...meta, occurredAt: '' } }], 0);
    await runner.for(counter, 'counter-1')({ n: 3, max: 10 }, meta);
    await expect(runner.for(counter, 'counter-1')({ n: 1, max: 10 }, meta)).rejects.toMatchObject({ code: 'SERVICE_FULL' });
    expect(await total(store, 'counter-1')).toBe(10);
  });

  it('reads a stream afresh once it was deleted and written again', async () => {
    const { store, runner } = setup();
    await runner.for(counter, 'counter-2')({ n: 8, max: 10 }, meta);
    await store.deleteStream('counter-2');
    await store.append('counter-2', [{ type: 'Added', data: { n: 1 }, metadata: { ...meta, occurredAt: '' } }], 'no_stream');
    await runner.for(counter, 'counter-2')({ n: 9, max: 10 }, meta);
    expect(await total(store, 'counter-2')).toBe(10);
  });

  it('never lets racing commands of two nodes pass the invariant', async () => {
    const { store } = setup();
    const nodes = [new CommandRunner(store, waiter), new CommandRunner(store, waiter)];
    const results = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => nodes[i % 2].for(counter, 'counter-3')({ n: 1, max: 25 }, meta)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(25);
    expect(await total(store, 'counter-3')).toBe(25);
  });

  it('stamps every appended event with who, which request, what caused it and when (DESIGN §3)', async () => {
    const { store, runner } = setup();
    await runner.for(counter, 'counter-4')({ n: 1, max: 10 }, { actorId: 'admin-1', correlationId: 'req-7', causationId: 'service-1@3', now: new Date('2026-11-21T10:00:00Z') });
    const [event] = await store.readStream('counter-4');
    expect(event.metadata).toEqual({ actorId: 'admin-1', correlationId: 'req-7', causationId: 'service-1@3', occurredAt: '2026-11-21T10:00:00.000Z' });
    await runner.for(counter, 'counter-5')({ n: 1, max: 10 }, { actorId: 'admin-1', correlationId: 'req-8', now: new Date('2026-11-21T10:00:00Z') });
    // Straight from a request: the request is the cause.
    expect((await store.readStream('counter-5'))[0].metadata.causationId).toBe('req-8');
  });

  it('decides a burst on one stream one after another on one state, appends it in few transactions, and answers each caller', async () => {
    const { store, runner } = setup();
    const append = jest.spyOn(store, 'append');
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => runner.for(counter, 'counter-6')({ n: 1, max: 60 }, meta)));
    const seated = results.filter((r) => r.status === 'fulfilled');
    expect(seated).toHaveLength(60);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(Array(40).fill('SERVICE_FULL'));
    expect(await total(store, 'counter-6')).toBe(60);
    expect((await store.readStream('counter-6')).map((e) => e.revision)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    // Commands that arrive in one turn of the event loop are written together, the first one included.
    expect(append).toHaveBeenCalledTimes(1);
    for (const result of seated) expect((result as PromiseFulfilledResult<{ events: unknown[] }>).value.events).toHaveLength(1);
  });

  it('binds a decider once to a stream per id, and lets it decide by the command\'s time and actor', async () => {
    const { store, runner } = setup();
    type Stamped = { type: 'Stamped'; data: { at: string; by: string | null } };
    const stamper: Decider<null, Record<string, never>, Stamped> = {
      initialState: () => null,
      evolve: (state) => state,
      decide: (_command, _state, { now, actorId }) => [{ type: 'Stamped', data: { at: now.toISOString(), by: actorId } }],
    };
    const stamp = runner.for(stamper, (id) => `stamp-${id}`);
    await stamp('a', {}, { ...meta, actorId: 'admin-1' });
    await stamp('b', {}, meta);
    expect((await store.readStream('stamp-a')).map((e) => e.data)).toEqual([{ at: '2026-11-21T10:00:00.000Z', by: 'admin-1' }]);
    expect((await store.readStream('stamp-b')).map((e) => e.data)).toEqual([{ at: '2026-11-21T10:00:00.000Z', by: null }]);
  });
});
