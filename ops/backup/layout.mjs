// What a data directory of the embedded mode holds, for npm run backup and npm run restore.

/** The event log, with the durable jobs and the checkpoints (one SQLite file). */
export const EVENT_LOG = 'events.sqlite';

/**
 * The in-memory read models' snapshot (backend/src/platform/adapters.ts READ_MODEL_SNAPSHOT): not backed
 * up, since the log holds everything it does; a restore removes one left in the data directory, and the
 * first start on the restored log rebuilds the read models and writes a fresh one.
 */
export const READ_MODEL_SNAPSHOT = 'read-models.snapshot';

/**
 * The read models in SQLite (READ_STORE=sqlite; backend/src/platform/read-store/sqlite.read-store.ts
 * READ_MODELS_FILE) and its WAL: not backed up either, for the same reason; a restore removes them, and the
 * first start rebuilds them from the restored log. A copy of its own could hold a person erased between it
 * and the log's copy.
 */
export const READ_MODELS = ['read-models.sqlite', 'read-models.sqlite-wal', 'read-models.sqlite-shm'];

/** Beside the log: uploaded files, the mail outbox, and the keys generated on first start. */
export const KEPT_ALONGSIDE = ['files', 'outbox', 'jwt-secret', 'partner-signing-key.json'];

/** The value after `name` on the command line (`--data ./data`), or undefined. */
export function argument(name) {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
