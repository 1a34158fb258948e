import { ERASED_ERROR, type JobStore, type StoredJob } from './job-store';

/** Keeps jobs in a Map: the inline queue without a database (tests). Lost when the process ends. */
export class MemoryJobStore implements JobStore {
  // Map iteration follows insertion order, which breaks ties between equal run times (FIFO).
  private readonly jobs = new Map<string, StoredJob>();

  insertIfAbsent(job: StoredJob): boolean {
    if (this.jobs.has(job.id)) return false;
    // A JSON round trip gives handlers the same copy semantics as the SQLite and Redis adapters.
    this.jobs.set(job.id, { ...job, data: roundTrip(job.data) });
    return true;
  }

  nextDue(now: number, names: readonly string[], exclude: ReadonlySet<string>): StoredJob | undefined {
    let best: StoredJob | undefined;
    for (const job of this.candidates(names, exclude)) {
      if (job.runAt <= now && (!best || job.runAt < best.runAt)) best = job;
    }
    return best && { ...best, data: roundTrip(best.data) };
  }

  nextRunAt(names: readonly string[], exclude: ReadonlySet<string>): number | undefined {
    let min: number | undefined;
    for (const job of this.candidates(names, exclude)) {
      if (min === undefined || job.runAt < min) min = job.runAt;
    }
    return min;
  }

  hasOutstanding(now: number, names: readonly string[]): boolean {
    for (const job of this.candidates(names, new Set())) {
      if (job.runAt <= now || job.attemptsMade > 0) return true;
    }
    return false;
  }

  countPending(): number {
    return [...this.jobs.values()].filter((job) => job.status === 'pending').length;
  }

  pendingNamesOutside(names: readonly string[]): string[] {
    const found = new Set<string>();
    for (const job of this.jobs.values()) {
      if (job.status === 'pending' && !names.includes(job.name)) found.add(job.name);
    }
    return [...found];
  }

  save(job: StoredJob): void {
    const current = this.jobs.get(job.id);
    if (!current) return;
    const { status, attemptsMade, runAt, lastError, updatedAt } = job;
    Object.assign(current, { status, attemptsMade, runAt, lastError, updatedAt });
  }

  get(id: string): StoredJob | undefined {
    const job = this.jobs.get(id);
    return job && { ...job, data: roundTrip(job.data) };
  }

  pruneFinished(doneBefore: number, failedBefore: number): number {
    let pruned = 0;
    for (const job of [...this.jobs.values()]) {
      const before = job.status === 'done' ? doneBefore : job.status === 'failed' ? failedBefore : -Infinity;
      if (job.updatedAt < before && this.jobs.delete(job.id)) pruned += 1;
    }
    return pruned;
  }

  forget(texts: readonly string[]): number {
    const needles = texts.filter((text) => text !== '').map(asciiLower);
    const mentions = (value: string | null, quoted = false) =>
      value !== null && needles.some((needle) => asciiLower(value).includes(quoted ? `"${needle}"` : needle));
    let touched = 0;
    for (const job of [...this.jobs.values()]) {
      // In the JSON of a job's data a text is a whole string, so `eva@x.hu` does not match `neweva@x.hu`.
      if (mentions(JSON.stringify(job.data ?? null), true)) this.jobs.delete(job.id);
      else if (mentions(job.lastError)) job.lastError = ERASED_ERROR;
      else continue;
      touched += 1;
    }
    return touched;
  }

  private *candidates(names: readonly string[], exclude: ReadonlySet<string>): Iterable<StoredJob> {
    for (const job of this.jobs.values()) {
      if (job.status === 'pending' && names.includes(job.name) && !exclude.has(job.id)) yield job;
    }
  }
}

function roundTrip(data: unknown): unknown {
  return JSON.parse(JSON.stringify(data ?? null));
}

/** As SQLite's lower(): ASCII letters only. */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}
