/**
 * The compiler's check that a switch handles every case: `default: return unreachable(command)` fails
 * to compile when a new command, event or status is added and not handled.
 */
export function unreachable(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
