// What a data directory of the embedded mode holds, for npm run backup and npm run restore.

/** The event log, with the durable jobs and the checkpoints (one SQLite file). */
export const EVENT_LOG = 'events.sqlite';

/** Beside the log: uploaded files, the mail outbox, and the keys generated on first start. */
export const KEPT_ALONGSIDE = ['files', 'outbox', 'jwt-secret', 'partner-signing-key.json'];

/** The value after `name` on the command line (`--data ./data`), or undefined. */
export function argument(name) {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
