import { IssuedCode } from './user.events';

export type CodeKind = 'activation' | 'reset' | 'completion';

/** How long each kind of link works (decided in docs/decisions.md). */
export const CODE_LIFETIME_MS: Record<CodeKind, number> = {
  activation: 14 * 24 * 3600 * 1000,
  completion: 30 * 24 * 3600 * 1000,
  reset: 2 * 3600 * 1000,
};

export function issueCode(kind: CodeKind, codeId: string, codeHash: string, now: Date): IssuedCode {
  return { codeId, codeHash, expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS[kind]).toISOString() };
}

/** Whether an issued code still works (it has not been used, replaced or expired). */
export const codeIsOpen = (live: IssuedCode | null, now: Date): live is IssuedCode => live !== null && now.getTime() < Date.parse(live.expiresAt);

/** A presented code works when it is the live one of its kind and has not expired. */
export function codeMatches(live: IssuedCode | null, presentedHash: string, now: Date): boolean {
  return codeIsOpen(live, now) && live.codeHash === presentedHash;
}
