const refuse = (what: string) => () => {
  throw new TypeError(`a decider must not change the state it is given (${what})`);
};

/**
 * Freezes a decider's state all the way down, Maps and Sets included (Object.freeze alone leaves their
 * `set`, `add` and `delete` working), so an `evolve` or a `decide` that changes the state it was given throws.
 */
export function deepFreeze<T>(value: T, seen = new WeakSet<object>()): T {
  if (value === null || typeof value !== 'object' || seen.has(value)) return value;
  seen.add(value);
  if (value instanceof Map) {
    for (const [key, item] of value) {
      deepFreeze(key, seen);
      deepFreeze(item, seen);
    }
    if (!Object.isFrozen(value)) Object.assign(value, { set: refuse('Map.set'), delete: refuse('Map.delete'), clear: refuse('Map.clear') });
  } else if (value instanceof Set) {
    for (const item of value) deepFreeze(item, seen);
    if (!Object.isFrozen(value)) Object.assign(value, { add: refuse('Set.add'), delete: refuse('Set.delete'), clear: refuse('Set.clear') });
  } else {
    for (const item of Object.values(value)) deepFreeze(item, seen);
  }
  return Object.freeze(value);
}
