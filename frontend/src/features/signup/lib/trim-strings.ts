/** Every value of a form of strings, trimmed, as it is sent. */
export const trimStrings = <T extends Record<string, string>>(values: T): T =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as T;
