/** Uploaded files (service files, images). Adapters: disk (embedded) and MongoDB GridFS (production). */
export abstract class FileStorage {
  /** Stores `content` under `key`, replacing what was there. */
  abstract put(key: string, content: Buffer): Promise<void>;
  /** The content under `key`, or null when there is none. */
  abstract get(key: string): Promise<Buffer | null>;
  /** Removes `key`; removing a missing key is not an error. */
  abstract delete(key: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/**
 * Keys are made by the application (ids, never uploaded names): slash-separated segments that start
 * with a letter or digit, so no key can climb out of the storage root.
 */
export function assertFileKey(key: string): string[] {
  const segments = key.split('/');
  if (segments.length === 0 || !segments.every((segment) => SEGMENT.test(segment))) throw new Error(`invalid file key: ${key}`);
  return segments;
}
