import { CodeAssigned, CodesAdded } from './service.events';
import { ExistingService } from './service.state';

/** The longest coupon code, pasted or uploaded (the API's field and the file import read it). */
export const MAX_CODE_LENGTH = 200;

/**
 * Hands out codes in pool order to sign-ups approved in this decision. One decision per stream
 * revision means two racing approvals can never draw the same code: the loser decides again. A member
 * who was handed a code before gets that one back and draws none (kept-codes.ts, issue 38 §4).
 */
export class CodeDrawer {
  private drawn = 0;

  constructor(
    private readonly state: ExistingService,
    private readonly extra: string[] = [],
  ) {}

  /**
   * The code for `userId`'s approved sign-up of a coupon service: their own if they were handed one,
   * else the next unused one; null when none is due (the sign-up still `holds` its code) or left.
   */
  next(userId: string, holds: string | null = null): string | null {
    if (this.state.settings.type !== 1 || holds !== null) return null;
    const kept = this.state.keptCodes.get(userId);
    if (kept !== undefined) return kept;
    const index = this.state.nextCode + this.drawn;
    const { codes } = this.state;
    const code = (index < codes.length ? codes[index] : this.extra[index - codes.length]) ?? null;
    if (code !== null) this.drawn += 1;
    return code;
  }
}

/** The pasted or uploaded codes that are new: blanks, repeats and codes already in the pool are skipped. */
export function newCodes(state: ExistingService, candidates: string[]): string[] {
  const known = new Set(state.codes);
  const fresh: string[] = [];
  for (const raw of candidates) {
    const code = raw.trim();
    if (code === '' || known.has(code)) continue;
    known.add(code);
    fresh.push(code);
  }
  return fresh;
}

/** Approved sign-ups still waiting for a code get one each, in approval order, while the pool lasts. */
export function assignWaitingCodes(state: ExistingService, added: string[] = []): CodeAssigned[] {
  const drawer = new CodeDrawer(state, added);
  const waiting = [...state.signups.values()].filter((s) => s.status === 'approved' && s.code === null).sort((a, b) => a.approvedAt - b.approvedAt);
  const events: CodeAssigned[] = [];
  for (const signup of waiting) {
    const code = drawer.next(signup.userId);
    if (code === null) break;
    events.push({ type: 'CodeAssigned', data: { serviceId: state.serviceId, userId: signup.userId, code } });
  }
  return events;
}

export const codesAdded = (state: ExistingService, codes: string[]): CodesAdded => ({ type: 'CodesAdded', data: { serviceId: state.serviceId, codes } });
