import { Decider, DecisionMeta, DomainEvent } from '../decider';
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
 * Every state is frozen before `evolve` or `decide` sees it: an evolve or a decision that changes the
 * state it was given fails here (the runner's cache, a batch and the history replays share states).
 */
export function deciderSpec<S, C, E extends DomainEvent>(decider: Decider<S, C, E>) {
  return {
    given(events: E[]) {
      return {
        when(command: C, meta: Partial<DecisionMeta> = {}) {
          const run = () => decider.decide(command, frozenFold(decider, events), { now: SPEC_NOW, actorId: null, ...meta });
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

/** `fold`, with each state frozen before the next event is folded into it. */
function frozenFold<S, E extends DomainEvent>(decider: Pick<Decider<S, unknown, E>, 'initialState' | 'evolve'>, events: readonly E[]): S {
  return events.reduce((state, event) => deepFreeze(decider.evolve(state, event)), deepFreeze(decider.initialState()));
}
