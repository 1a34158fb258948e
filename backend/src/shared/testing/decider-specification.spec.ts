import { Decider, DomainEvent } from '../decider';
import { deciderSpec, SPEC_NOW } from './decider-specification';

type Counted = DomainEvent<'Counted', { by: number }>;
type Count = { type: 'Count'; data: { by: number } };
type State = { total: number; seen: number[] };

const honest: Decider<State, Count, Counted> = {
  initialState: () => ({ total: 0, seen: [] }),
  evolve: (state, event) => ({ total: state.total + event.data.by, seen: [...state.seen, event.data.by] }),
  decide: (command) => [{ type: 'Counted', data: command.data }],
};

/** Changes the state it was given: the spec helper must catch it. */
const sneaky: Decider<State, Count, Counted> = {
  ...honest,
  decide: (command, state) => {
    state.seen.push(command.data.by);
    return [{ type: 'Counted', data: command.data }];
  },
};

/** Folds by changing the state it was given, as the service and schools deciders once did. */
const mutating: Decider<State, Count, Counted> = {
  ...honest,
  evolve: (state, event) => {
    state.total += event.data.by;
    state.seen.push(event.data.by);
    return state;
  },
};

describe('deciderSpec', () => {
  it('runs given/when/then', () => {
    deciderSpec(honest).given([{ type: 'Counted', data: { by: 1 } }]).when({ type: 'Count', data: { by: 2 } }).then([{ type: 'Counted', data: { by: 2 } }]);
  });

  it('fails a decide that changes the state it was given', () => {
    expect(() => deciderSpec(sneaky).given([{ type: 'Counted', data: { by: 1 } }]).when({ type: 'Count', data: { by: 2 } }).then([{ type: 'Counted', data: { by: 2 } }])).toThrow(
      /must not change|read.only|not extensible/i,
    );
  });

  it('fails an evolve that changes the state it was given', () => {
    expect(() => deciderSpec(mutating).given([{ type: 'Counted', data: { by: 1 } }]).when({ type: 'Count', data: { by: 2 } }).then([{ type: 'Counted', data: { by: 2 } }])).toThrow(
      /read.only|not extensible/i,
    );
  });

  it('hands the decision the command\'s meta: SPEC_NOW and no actor unless the spec gives them', () => {
    type Stamped = DomainEvent<'Stamped', { at: string; by: string | null }>;
    const stamper: Decider<null, Count, Stamped> = {
      initialState: () => null,
      evolve: (state) => state,
      decide: (_command, _state, meta) => [{ type: 'Stamped', data: { at: meta.now.toISOString(), by: meta.actorId } }],
    };
    const count: Count = { type: 'Count', data: { by: 1 } };
    deciderSpec(stamper).given([]).when(count).then([{ type: 'Stamped', data: { at: SPEC_NOW.toISOString(), by: null } }]);
    deciderSpec(stamper).given([]).when(count, { now: new Date('2026-12-01T08:00:00Z'), actorId: 'u1' }).then([{ type: 'Stamped', data: { at: '2026-12-01T08:00:00.000Z', by: 'u1' } }]);
  });
});
