/**
 * Freezes plain data (objects and arrays) all the way down and returns it: for values one process
 * shares between callers, so that none of them can change what the others see.
 */
export function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) frozen(child);
  }
  return value;
}
