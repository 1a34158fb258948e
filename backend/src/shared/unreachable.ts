/**
 * The compiler's check that a switch handles every case: `default: return unreachable(command)` fails
 * to compile when a new command, event or status is added and not handled.
 */
export function unreachable(value: never): never {
  // A command or an event is named by its type alone: its data may be personal, and this reaches the logs.
  const type = (value as { type?: unknown } | null)?.type;
  throw new Error(`Unhandled case: ${typeof type === 'string' ? type : JSON.stringify(value)}`);
}
