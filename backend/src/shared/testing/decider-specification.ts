import { Decider, DomainEvent, fold } from '../decider';
import { DomainError } from '../domain-error';
import { deepFreeze } from './deep-freeze';

/**
 * Given/when/then for deciders:
 *   spec.given([...events]).when(command).then([...events])
 *   spec.given([...]).when(command).thenThrows('CODE')
 * The folded state is frozen before `decide` sees it: a decision that changes its state fails here
 * (only `evolve` may change the state, under the command runner's lock).
 */
export function deciderSpec<S, C, E extends DomainEvent>(decider: Decider<S, C, E>) {
  return {
    given(events: E[]) {
      return {
        when(command: C) {
          const run = () => decider.decide(command, deepFreeze(fold(decider, events)));
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
