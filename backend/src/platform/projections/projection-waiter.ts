/** Read-your-writes: a command's answer waits until the read models have seen its events (DESIGN §3). */
export abstract class ProjectionWaiter {
  /** Resolves true when the projections reached `position`, false after the timeout. */
  abstract waitFor(position: number, timeoutMs?: number): Promise<boolean>;
}

export const READ_YOUR_WRITES_TIMEOUT_MS = 2000;
