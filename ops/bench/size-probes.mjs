// Probes of the club-size bench: a route's time and bytes beside the longest /api/health answer while
// it ran, and a process's resident memory from /proc.
import { readFileSync } from 'node:fs';

/** Resident memory now and at its peak so far (VmRSS, VmHWM), in MB; null once the process is gone. */
export function residentMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** Samples the resident memory every `everyMs` until stopped; answers the highest sample. */
export function sampleRss(pid, everyMs = 50) {
  let highest = 0;
  const timer = setInterval(() => (highest = Math.max(highest, residentMb(pid)?.rss ?? 0)), everyMs);
  return () => {
    clearInterval(timer);
    return Math.max(highest, residentMb(pid)?.peak ?? 0);
  };
}

/**
 * Asks /api/health about every 10 ms until stopped; answers the longest answer's time, counting one
 * still unanswered (a server held by a route answers nothing) by how long it has waited so far.
 */
function pollHealth(url) {
  let running = true;
  let longest = 0;
  let askedAt = null;
  void (async () => {
    while (running) {
      askedAt = performance.now();
      try {
        await (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(600_000) })).arrayBuffer();
      } catch {
        /* counted by its time */
      }
      longest = Math.max(longest, performance.now() - askedAt);
      askedAt = null;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return () => {
    running = false;
    return Math.max(longest, askedAt === null ? 0 : performance.now() - askedAt);
  };
}

/**
 * One call of `path` with the token: its status, time, bytes (as decoded) and the longest health answer
 * meanwhile. A call longer than `timeoutMs` is given up: `gaveUp` says the server may still be busy with it.
 */
export async function timedCall(url, path, token, timeoutMs) {
  const stopHealth = pollHealth(url);
  await new Promise((resolve) => setTimeout(resolve, 20));
  const started = performance.now();
  let status = 0;
  let bytes = 0;
  let gaveUp = false;
  try {
    const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(timeoutMs) });
    status = response.status;
    bytes = (await response.arrayBuffer()).byteLength;
  } catch (error) {
    if (error?.name !== 'TimeoutError') throw error;
    gaveUp = true;
  }
  const ms = performance.now() - started;
  const healthMs = stopHealth();
  return { path, status, ms, bytes, healthMs, gaveUp };
}
