/** Who did it, and which request caused it: recorded on every event (DESIGN §3). */
export interface CommandMeta {
  actorId: string | null;
  correlationId: string;
  causationId?: string;
  now: Date;
}
