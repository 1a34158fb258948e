import { EventStore } from '../event-store/event-store.port';
import { JobQueue } from '../jobs/job-queue.port';
import { MemoryReadStore } from '../read-store/memory.read-store';
import { PlatformRuntime, RuntimeStatus } from '../runtime';
import { MAX_PROJECTION_LAG, Readiness, report } from './readiness';

describe('health reports', () => {
  it('is ok when every check is up, listing each', async () => {
    expect(await report({ eventStore: async () => ({ status: 'up' }), projections: async () => ({ status: 'up', lag: 3 }) })).toEqual({
      status: 'ok',
      details: { eventStore: { status: 'up' }, projections: { status: 'up', lag: 3 } },
      info: { eventStore: { status: 'up' }, projections: { status: 'up', lag: 3 } },
      error: {},
    });
  });

  it('is an error when one check is down or throws, naming why', async () => {
    const answer = await report({
      eventStore: async () => ({ status: 'up' }),
      readStore: async () => {
        throw new Error('connection refused');
      },
    });
    expect(answer).toMatchObject({ status: 'error', info: { eventStore: { status: 'up' } }, error: { readStore: { status: 'down', message: 'connection refused' } } });
  });

  it('is ok with no checks at all (liveness)', async () => {
    expect(await report({})).toEqual({ status: 'ok', details: {}, info: {}, error: {} });
  });
});

describe('readiness of each role', () => {
  const head = 5000;
  const events = { headPosition: async () => head } as unknown as EventStore;
  const readStore = new MemoryReadStore();
  const queue = { depth: async () => 2 } as unknown as JobQueue;
  const readiness = (status: RuntimeStatus) => new Readiness(events, readStore, queue, { status: () => status } as unknown as PlatformRuntime).check();
  const leader = (overrides: Partial<RuntimeStatus> = {}): RuntimeStatus => ({
    mode: 'leader',
    projector: { position: head, failure: null },
    reactors: [{ name: 'mail', position: head - 3, failure: null }],
    ...overrides,
  });

  it('an api replica answers for the stores and the queue only', async () => {
    const answer = await readiness({ mode: 'api', projector: null, reactors: [] });
    expect(answer.status).toBe('ok');
    expect(Object.keys(answer.details).sort()).toEqual(['eventStore', 'queue', 'readStore']);
    expect(answer.details.queue).toEqual({ status: 'up', depth: 2 });
  });

  it('the leading worker reports its lease, the read models’ lag and the slowest reactor’s', async () => {
    const answer = await readiness(leader());
    expect(answer.status).toBe('ok');
    expect(answer.details).toMatchObject({ lease: { status: 'up', held: true }, projections: { status: 'up', lag: 0 }, reactors: { status: 'up', lag: 3 } });
  });

  it('a standby worker is ready: it consumes jobs and waits to take over', async () => {
    const answer = await readiness({ mode: 'standby', projector: null, reactors: [] });
    expect(answer.status).toBe('ok');
    expect(answer.details.lease).toMatchObject({ status: 'up', held: false });
    expect(answer.details.projections).toBeUndefined();
  });

  it('is not ready when the read models or a reactor trail beyond the bound, or a subscription is stuck', async () => {
    const behind = await readiness(leader({ projector: { position: head - MAX_PROJECTION_LAG - 1, failure: null } }));
    expect(behind.error.projections).toEqual({ status: 'down', lag: MAX_PROJECTION_LAG + 1, message: `read models ${MAX_PROJECTION_LAG + 1} events behind the log` });

    const stuck = await readiness(leader({ reactors: [{ name: 'mail', position: head - 1, failure: 'handler failing on UserCreated at position 4999' }] }));
    expect(stuck.status).toBe('error');
    expect(stuck.error.reactors?.message).toBe('reactor mail stuck: handler failing on UserCreated at position 4999');

    const dropped = await readiness(leader({ projector: { position: head, failure: 'subscription to $all dropped after 5000' } }));
    expect(dropped.error.projections?.message).toContain('read models stuck: subscription to $all dropped');
  });
});
