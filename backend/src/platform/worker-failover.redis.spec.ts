import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { Adapters } from './adapters';
import { EventUpcasters } from './event-store/upcasting';
import { ReadStoreCheckpointStore } from './checkpoints/read-store.checkpoint-store';
import { ErasureSweep } from './erasure/erasure-sweep';
import { SqliteEventStore } from './event-store/sqlite.event-store';
import { RequestsInFlight } from './http/requests-in-flight';
import { MemoryGuessStore } from './guesses/memory.guess-store';
import { InlineJobQueue } from './jobs/inline.job-queue';
import { RedisWorkerLease } from './lease/redis.worker-lease';
import { Mailer } from './mail/mailer.port';
import { MailComposers } from './mail/send-mail.job';
import { ProjectionRegistry, ReactorRegistry } from './projections/projection-registry';
import { MemoryReadStore } from './read-store/memory.read-store';
import { PlatformRuntime } from './runtime';
import { openSqliteDatabase } from './sqlite/sqlite-database';
import { visit, visits } from './projections/testing/visits.projection';

// Needs a Redis server: CI starts one and sets REDIS_URL. Without it jest leaves this file out.
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) throw new Error('worker-failover.redis.spec.ts needs REDIS_URL');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));


/**
 * Two worker processes over shared stores (one log, one read store: what KurrentDB and MongoDB are to
 * them), each with its own connection to a real Redis for the lease.
 */
describe('two workers over shared stores, with the lease in Redis', () => {
  const key = `itk-test-failover-${randomBytes(4).toString('hex')}`;
  const events = new SqliteEventStore(openSqliteDatabase(':memory:'));
  const readStore = new MemoryReadStore();
  const reactions: number[] = [];
  const connections: Redis[] = [];
  const runtimes: PlatformRuntime[] = [];

  function workerProcess(): PlatformRuntime {
    const redis = new Redis(redisUrl!);
    connections.push(redis);
    const queue = new InlineJobQueue(openSqliteDatabase(':memory:'));
    const mailer = new (class extends Mailer {
      async send(): Promise<void> {}
    })();
    const adapters = {
      eventStore: events,
      upcasters: new EventUpcasters(),
      readStore,
      reactorCheckpoints: new ReadStoreCheckpointStore(readStore),
      workerLease: new RedisWorkerLease(redis, { key, ttlMs: 600, renewEveryMs: 150 }),
      requests: new RequestsInFlight(),
      queue,
      mailer,
      guesses: new MemoryGuessStore(),
      erasureSweep: new ErasureSweep(mailer, queue, () => []),
      rebuildReadModels: false,
      readModelSnapshot: null,
      close: async () => {},
    } satisfies Adapters;
    const projections = new ProjectionRegistry();
    projections.add(visits);
    const reactors = new ReactorRegistry();
    reactors.add({ name: 'count-visits', handles: ['PageVisited'], react: async (event) => void reactions.push(event.position) });
    const runtime = new PlatformRuntime(adapters, adapters.workerLease, projections, reactors, new MailComposers());
    runtimes.push(runtime);
    return runtime;
  }

  async function until(check: () => boolean | Promise<boolean>): Promise<void> {
    for (let i = 0; i < 100 && !(await check()); i++) await sleep(50);
    expect(await check()).toBe(true);
  }

  afterAll(async () => {
    await Promise.all(runtimes.map((runtime) => runtime.stop()));
    await Promise.all(connections.map((redis) => redis.quit()));
    await events.close();
  });

  it('runs the projections and reactors in one of them; the other takes over where it stopped', async () => {
    const first = workerProcess();
    const second = workerProcess();
    await first.start('worker');
    await second.start('worker');
    expect(first.status().mode).toBe('leader');
    expect(second.status()).toEqual({ mode: 'standby', projector: null, reactors: [] });

    const early = await events.append('page-a', [visit('a'), visit('a')], 'no_stream');
    await expect(first.waitFor(early.position)).resolves.toBe(true);

    await first.stop();
    await until(() => second.status().mode === 'leader');
    const late = await events.append('page-a', [visit('a'), visit('b')], early.nextRevision);
    await expect(second.waitFor(late.position)).resolves.toBe(true);

    // Every event applied once, by whichever held the lease; every reaction exactly once.
    expect(await readStore.stored('visits').get('a')).toMatchObject({ count: 3 });
    expect(await readStore.stored('visits').get('b')).toMatchObject({ count: 1 });
    await until(() => reactions.length === 4);
    expect(new Set(reactions).size).toBe(4);
    expect(second.status()).toMatchObject({ mode: 'leader', projector: { position: late.position, failure: null } });
  });

  it('stops projecting the moment it loses the lease, and leads again once it is free', async () => {
    const leader = runtimes[1];
    expect(leader.status().mode).toBe('leader');
    const versionBefore = leader.readModelVersion;
    expect(versionBefore).not.toBeNull();
    // Another process took the key (the leader was frozen past its lease): the leader stands down.
    await connections[0].set(key, 'another-worker', 'PX', 400);
    await until(() => leader.status().mode === 'standby');
    // A standby cannot vouch for the read models: nothing composed from them is kept meanwhile.
    expect(leader.readModelVersion).toBeNull();
    const { position } = await events.append('page-c', [visit('c')], 'no_stream');
    await sleep(100);
    expect(await readStore.stored('visits').get('c')).toBeNull();
    // That process is gone and its lease runs out: the standby leads and catches up.
    await until(() => leader.status().mode === 'leader');
    await expect(leader.waitFor(position)).resolves.toBe(true);
    expect(await readStore.stored('visits').get('c')).toMatchObject({ count: 1 });
    // A new projector run: whatever was kept under the earlier one is composed again.
    expect(leader.readModelVersion?.split(':')[0]).not.toBe(versionBefore?.split(':')[0]);
  });
});
