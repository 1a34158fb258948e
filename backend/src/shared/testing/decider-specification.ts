import { Decider, DecisionMeta, DomainEvent, fold } from '../decider';
import { DomainError } from '../domain-error';
import { deepFreeze } from './deep-freeze';

/** The time every spec decides at unless it says otherwise; the actor is the system. */
export const SPEC_NOW = new Date('2026-11-21T10:00:00Z');

/**
 * Given/when/then for deciders:
 *   spec.given([...events]).when(command).then([...events])
 *   spec.given([...]).when(command).thenThrows('CODE')
 *   spec.given([...]).when(command, { now: later, actorId: 'u1' }).then([...])
 * The command's meta (time, actor) defaults to SPEC_NOW and no actor.
 * The folded state is frozen before `decide` sees it: a decision that changes its state fails here
 * (only `evolve` may change the state, under the command runner's lock).
 */
export function deciderSpec<S, C, E extends DomainEvent>(decider: Decider<S, C, E>) {
  return {
    given(events: E[]) {
      return {
        when(command: C, meta: Partial<DecisionMeta> = {}) {
          const run = () => decider.decide(command, deepFreeze(fold(decider, events)), { now: SPEC_NOW, actorId: null, ...meta });
          return {
            then(expected: E[]) {
              expect(run()).toEqual(expected);
            },
            thenThrows(code: string) {
              let caught: unknown;
              try {
                run();
              } catch (error) {
                caught = error;
              }
              expect(caught).toBeInstanceOf(DomainError);
              expect((caught as DomainError).code).toBe(code);
            },
          };
        },
      };
    },
  };
}
