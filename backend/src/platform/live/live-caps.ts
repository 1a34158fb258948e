import { serviceUnavailable, tooManyRequests } from '../../shared/platform-errors';

/** Streams one member may hold open at once: one per open tab, and a person has a few tabs open. */
export const STREAMS_PER_MEMBER = 6;

/**
 * How long a refused tab waits before asking again (Retry-After, in seconds). A member's slot frees as
 * soon as one of their tabs closes; a full server needs longer for others to leave.
 */
export const RETRY_AFTER_SECONDS = { member: 30, server: 60 } as const;

/**
 * Counts the open live streams of this process, per member and in all. Each one holds a socket for as
 * long as its tab is open, so a member opening hundreds (a script, a bug) could take every socket the
 * process has: past the member's cap the answer is 429, past the process's 503, both with Retry-After.
 */
export class LiveCaps {
  private readonly perMember = new Map<string, number>();
  private total = 0;

  constructor(private readonly serverLimit: number) {}

  /** Takes a slot for one of `userId`'s streams, or throws; the answer gives the slot back (once). */
  take(userId: string): () => void {
    const held = this.perMember.get(userId) ?? 0;
    if (held >= STREAMS_PER_MEMBER) throw tooManyRequests(RETRY_AFTER_SECONDS.member);
    if (this.total >= this.serverLimit) throw serviceUnavailable(RETRY_AFTER_SECONDS.server);
    this.perMember.set(userId, held + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = this.perMember.get(userId)! - 1;
      if (left === 0) this.perMember.delete(userId);
      else this.perMember.set(userId, left);
    };
  }

  /** Streams open now, in all and of one member. */
  open(userId?: string): number {
    return userId === undefined ? this.total : (this.perMember.get(userId) ?? 0);
  }
}
