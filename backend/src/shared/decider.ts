/** An event as the domain sees it: no metadata, no position. */
export interface DomainEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

/** A command as a decider takes it: what the caller chose, never the time or the actor (DecisionMeta). */
export interface Command<T extends string = string, D = Record<string, never>> {
  type: T;
  data: D;
}

/**
 * What every decision may read besides its command and state: when it is decided and who asked
 * (null for the system: jobs, seeds, the admin bootstrap). A command carries only what the caller
 * chose; the time and the actor come with the command's metadata, never copied into its data.
 */
export interface DecisionMeta {
  now: Date;
  actorId: string | null;
}

/** Pure decision logic of one stream (emmett / Dudycz style). */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: () => State;
  /**
   * Pure: a new state, the one given left as it was (the runner's cache, a batch and the history
   * replays share states; the specs fold deep-frozen ones). Large collections: `PersistentMap`.
   */
  evolve: (state: State, event: Event) => State;
  /** Throws a DomainError or returns the events to append ([] = nothing to do). */
  decide: (command: Command, state: State, meta: DecisionMeta) => Event[];
}

export function fold<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}
