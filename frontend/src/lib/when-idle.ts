/**
 * Runs `work` in a task of its own once the browser has nothing more urgent to do (at the latest
 * after `timeout` ms), not in the task that asked for it. Answers the cancel, for an effect's clean-up.
 */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => work(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}
