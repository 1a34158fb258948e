/** Fails to compile where its argument is not `true`. */
export type Expect<T extends true> = T;

/** Keys that two of the tables share: `never` when every key has one owner. */
export type SharedKeys<T extends Record<string, object>> = {
  [A in keyof T]: { [B in Exclude<keyof T, A>]: keyof T[A] & keyof T[B] }[Exclude<keyof T, A>];
}[keyof T];
