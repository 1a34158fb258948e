import { close, existsSync, fstatSync, openSync, read } from 'node:fs';
import { join } from 'node:path';

/** The read-model snapshot's file in the data directory (ops/backup/layout.mjs names it too). */
export const READ_MODEL_SNAPSHOT = 'read-models.snapshot';

/** Reads under way, started before the app's modules are loaded, each taken once by the snapshot it is for. */
const started = new Map<string, Promise<Buffer>>();

/**
 * Starts reading the data directory's snapshot at the very start of the process (main.ts), so that the
 * disk works while the app's modules load (about two seconds on a busy machine); this module imports
 * nothing of the app for that reason. ReadModelSnapshot takes the read (takeStartedRead) or reads itself.
 */
export function startReadingSnapshot(dataDir: string): void {
  const file = snapshotFile(dataDir);
  if (!existsSync(file)) return;
  const reading = readWhole(file);
  reading.catch(() => undefined);
  started.set(file, reading);
}

/**
 * The file in one read into a buffer of its size: opened and measured at once (system calls of
 * microseconds), then a single request to the thread pool, which goes on while the main thread is busy
 * loading modules (readFile, or awaiting open then read, would wait for the main thread between steps).
 */
export function readWhole(file: string): Promise<Buffer> {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    return Promise.reject(error);
  }
  return new Promise<Buffer>((resolve, reject) => {
    const bytes = Buffer.allocUnsafe(fstatSync(fd).size);
    const next = (at: number) =>
      read(fd, bytes, at, bytes.length - at, at, (error, bytesRead) => {
        if (error) return finish(() => reject(error));
        if (bytesRead === 0 || at + bytesRead === bytes.length) return finish(() => resolve(bytes.subarray(0, at + bytesRead)));
        next(at + bytesRead);
      });
    const finish = (settle: () => void) => close(fd, () => settle());
    next(0);
  });
}

/** The read startReadingSnapshot began for this file, once; null when none did. */
export function takeStartedRead(file: string): Promise<Buffer> | null {
  const reading = started.get(file) ?? null;
  started.delete(file);
  return reading;
}

export const snapshotFile = (dataDir: string) => join(dataDir, READ_MODEL_SNAPSHOT);
