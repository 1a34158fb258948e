import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { AppConfig } from '../config/app-config';
import { redisOptions } from '../config/redis-options';
import { CheckpointStore } from './checkpoints/checkpoint-store.port';
import { ReadStoreCheckpointStore } from './checkpoints/read-store.checkpoint-store';
import { SqliteCheckpointStore } from './checkpoints/sqlite.checkpoint-store';
import { Clock } from './clock/clock';
import { EventStore } from './event-store/event-store.port';
import { SqliteEventStore } from './event-store/sqlite.event-store';
import { UpcastingEventStore } from './event-store/upcasting.event-store';
import { EventUpcasters } from './event-store/upcasting';
import { ErasureSweep } from './erasure/erasure-sweep';
import { RequestsInFlight } from './http/requests-in-flight';
import { GuessStore } from './guesses/guess-store.port';
import { MemoryGuessStore } from './guesses/memory.guess-store';
import { InlineJobQueue } from './jobs/inline.job-queue';
import { RedisWorkerLease } from './lease/redis.worker-lease';
import { SoleWorkerLease, WorkerLease } from './lease/worker-lease.port';
import { JobQueue } from './jobs/job-queue.port';
import { Mailer } from './mail/mailer.port';
import { OutboxMailer } from './mail/outbox.mailer';
import { ReadModelSnapshot } from './projections/read-model-snapshot';
import { snapshotFile } from './projections/read-model-snapshot-file';
import { MemoryReadStore } from './read-store/memory.read-store';
import { ReadStore } from './read-store/read-store.port';
import { READ_MODELS_FILE, SqliteReadStore } from './read-store/sqlite.read-store';
import { openSqliteDatabase } from './sqlite/sqlite-database';

export { READ_MODEL_SNAPSHOT } from './projections/read-model-snapshot-file';

/** The concrete adapters picked by the environment (DESIGN §1). */
export interface Adapters {
  /** The log as the app reads it: every event in its current shape, whatever the adapter (upcasting.event-store.ts). */
  eventStore: EventStore;
  /** Where modules register their upcasters (moduleParts); the event store reads through them. */
  upcasters: EventUpcasters;
  /** The read models, with the projector's checkpoint among them (platform/checkpoints/projector-checkpoint). */
  readStore: ReadStore;
  /** Reactors must never forget where they were, or mail is sent twice: durable in both modes. */
  reactorCheckpoints: CheckpointStore;
  /** Which worker runs the projections and reactors over shared read models. */
  workerLease: WorkerLease;
  /** Requests being answered, counted by the HTTP layer; the embedded job queue yields to them. */
  requests: RequestsInFlight;
  queue: JobQueue;
  mailer: Mailer;
  /** Wrong passwords and codes, counted before they are checked: shared by the replicas with Redis. */
  guesses: GuessStore;
  /** What an erasure removes from the disk once the person's streams are gone (issue 22 §1). */
  erasureSweep: ErasureSweep;
  /** The memory store rebuilds every read model at boot: from its snapshot's position, or from position 0. */
  rebuildReadModels: boolean;
  /** The in-memory read models on disk (embedded defaults only: SQLite log and memory read store). */
  readModelSnapshot: ReadModelSnapshot | null;
  close(): Promise<void>;
}

/**
 * The production engines' clients (KurrentDB, MongoDB, BullMQ, SMTP) are loaded only when configured:
 * together they cost embedded mode a third of a second at every start.
 */
export async function createAdapters(config: AppConfig, clock: Clock): Promise<Adapters> {
  let sqlite: Database.Database | null = null;
  const embeddedDb = () => (sqlite ??= openSqliteDatabase(join(config.dataDir, 'events.sqlite')));

  const sqliteLog = config.eventStore === 'sqlite' ? new SqliteEventStore(embeddedDb()) : null;
  const log = sqliteLog ?? (await (await import('./event-store/kurrentdb.event-store')).KurrentDbEventStore.connect(config.kurrentDbUrl!));
  // Filled by the modules as the app is created, before anything reads the log.
  const upcasters = new EventUpcasters();
  const eventStore = new UpcastingEventStore(log, upcasters);
  const memoryStore = config.readStore === 'memory' ? new MemoryReadStore() : null;
  const sqliteStore = config.readStore === 'sqlite' ? SqliteReadStore.open(join(config.dataDir, READ_MODELS_FILE)) : null;
  const readStore = memoryStore ?? sqliteStore ?? (await (await import('./read-store/mongo.read-store')).MongoReadStore.connect(config.mongoUrl!));
  // Read models in MongoDB are kept by MongoDB; a snapshot is checked against the SQLite log only.
  const readModelSnapshot = sqliteLog && memoryStore ? new ReadModelSnapshot(snapshotFile(config.dataDir), memoryStore, sqliteLog).prefetch() : null;
  const reactorCheckpoints =
    config.readStore === 'mongo' ? new ReadStoreCheckpointStore(readStore) : new SqliteCheckpointStore(embeddedDb());
  const requests = new RequestsInFlight();
  const queue =
    config.queue === 'inline' ? new InlineJobQueue(embeddedDb(), { busy: () => requests.busy }) : new (await import('./jobs/bullmq.job-queue')).BullMqJobQueue(config.redisUrl!);
  // Mail comes from the site by name: `SITE_NAME <MAIL_FROM>`.
  const sender = { name: config.siteName, address: config.mailFrom };
  const mailer =
    config.mail === 'outbox'
      ? new OutboxMailer(join(config.dataDir, 'outbox'), sender, clock)
      : new (await import('./mail/smtp.mailer')).SmtpMailer(config.smtpUrl!, sender);

  // Read models in MongoDB are shared by every worker process: one of them at a time may write them.
  const leaseRedis = config.role !== 'api' && config.readStore === 'mongo' && config.redisUrl ? new (await import('ioredis')).Redis(redisOptions(config.redisUrl)) : null;
  const workerLease = leaseRedis ? new RedisWorkerLease(leaseRedis) : new SoleWorkerLease();
  const guesses = config.redisUrl
    ? new (await import('./guesses/redis.guess-store')).RedisGuessStore(new (await import('ioredis')).Redis(redisOptions(config.redisUrl)))
    : new MemoryGuessStore();

  // The SQLite files the sweep truncates the WALs of; the read models' live events may still share an
  // open transaction (grouped, decision 0096), which would keep their WAL from it: committed first.
  const openDatabases = () => {
    sqliteStore?.commitNow();
    return [sqlite, sqliteStore?.db].filter((db) => db != null);
  };

  return {
    eventStore,
    upcasters,
    readStore,
    reactorCheckpoints,
    workerLease,
    requests,
    queue,
    mailer,
    guesses,
    erasureSweep: new ErasureSweep(mailer, queue, openDatabases, readModelSnapshot),
    rebuildReadModels: config.readStore === 'memory',
    readModelSnapshot,
    async close() {
      await queue.close();
      await leaseRedis?.quit();
      await guesses.close();
      await eventStore.close();
      await readStore.close();
      sqlite?.close();
    },
  };
}
