/** Read-your-writes: a command's answer waits until the read models have seen its events (DESIGN §3). */
export abstract class ProjectionWaiter {
  /**
   * Resolves true when every read model that keeps up reached `position` and the named `models`' readers
   * see it (a model rebuilding or stuck on an event holds only the waits that name it); false after the
   * timeout.
   */
  abstract waitFor(position: number, timeoutMs?: number, models?: readonly string[]): Promise<boolean>;
}

export const READ_YOUR_WRITES_TIMEOUT_MS = 2000;
