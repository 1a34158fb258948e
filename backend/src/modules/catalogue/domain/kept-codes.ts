/**
 * One coupon code per member per service (issue 38 §4). A code handed to a member stays theirs for the
 * service for good: after a cancel or a deletion by staff, signing up (and being approved) again hands
 * the same code back, and nobody else is ever handed it; an erasure forgets whose it was, not that it
 * is spent. So the `code` of an event is either drawn from the pool or a member's own coming back, and
 * only the first uses up a code.
 *
 * This is the one place that tells them apart. The service's fold advances the pool's next index with
 * it, and the services read model counts the codes used with it, so a code is never counted twice.
 * It asks whether the code was ever handed out, not whether it is this member's: the read model then
 * needs no member ids (an erased member leaves none there), and the logs written before this rule,
 * where a member who came back was handed a new code each time, count as they did.
 */
export type HandedCodes = { has(code: string): boolean } | readonly string[];

/** Whether handing `code` uses up a code of the pool: only a code never handed out before does. */
export function drawsFromPool(handed: HandedCodes, code: string | null): code is string {
  if (code === null) return false;
  return !('has' in handed ? handed.has(code) : handed.includes(code));
}
