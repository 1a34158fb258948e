import { Logger } from '@nestjs/common';
import { JobQueue } from '../jobs/job-queue.port';
import { Mailer, MailsOfPerson } from '../mail/mailer.port';
import type { ReadModelSnapshot } from '../projections/read-model-snapshot';
import { SqliteDatabase, truncateWal } from '../sqlite/sqlite-database';

/**
 * The last step of an erasure (issue 22 §1): once the person's streams are deleted and the read
 * models have dropped them, what the adapters still keep of them on disk goes too, while the server
 * runs: their mails and claim markers in the outbox, jobs and job errors that name them, the read-model
 * snapshot of the memory store (removed, written later without them), and the SQLite WALs (the log's,
 * and the read models' with READ_STORE=sqlite), which still hold their rows as they were before the
 * delete (secure_delete has zeroed them in the pages the checkpoint copies into the database files, so
 * no file keeps them).
 * Production engines keep nothing of the kind in a data directory: KurrentDB's copies go at its
 * scheduled scavenge (ops/README.md), and SMTP keeps no mail.
 */
export class ErasureSweep {
  private readonly logger = new Logger(ErasureSweep.name);

  constructor(
    private readonly mailer: Mailer,
    private readonly queue: JobQueue,
    /** The SQLite files the embedded mode has open (events, jobs and checkpoints in one; read models in another). */
    private readonly databases: () => SqliteDatabase[],
    /** The read models on disk, which still hold the person as they were before the erasure. */
    private readonly snapshot: ReadModelSnapshot | null = null,
  ) {}

  async sweep(person: MailsOfPerson): Promise<void> {
    await this.mailer.forget(person);
    await this.queue.forget(person.addresses);
    // The read models have dropped the person by now (the erasure waited for them); the snapshot on disk
    // has not: its bytes are overwritten and it is removed, the next one written without them later.
    await this.snapshot?.forget();
    for (const db of this.databases()) {
      if (truncateWal(db)) continue;
      this.logger.warn(`The WAL of ${db.name} could not be truncated yet (another connection, e.g. a backup, is reading it): trying again every ${RETRY_MS / 1000} s`);
      this.retryLater(db);
    }
  }

  private retryLater(db: SqliteDatabase): void {
    const timer = setTimeout(() => {
      if (db.open && !truncateWal(db)) this.retryLater(db);
    }, RETRY_MS);
    // A pending retry must not keep a stopping process alive.
    timer.unref();
  }
}

const RETRY_MS = 10_000;
