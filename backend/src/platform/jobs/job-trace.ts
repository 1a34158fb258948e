import { CommandMeta } from '../commands/command-meta';
import { RecordedEvent } from '../event-store/event-store.port';

/**
 * What a job carries from the event that caused it, so the events it appends (and the mails it
 * sends) trace back to the request behind that event: the same correlation, the event as cause.
 */
export interface JobTrace {
  correlationId: string;
  causationId: string;
}

/** An event's id in metadata and job traces: its stream and revision. */
export const eventIdOf = (event: Pick<RecordedEvent, 'streamId' | 'revision'>) => `${event.streamId}@${event.revision}`;

export const traceOf = (event: Pick<RecordedEvent, 'streamId' | 'revision' | 'metadata'>): JobTrace => ({ correlationId: event.metadata.correlationId, causationId: eventIdOf(event) });

/** A job's command metadata: the system acts, on behalf of the traced request (or of the job itself). */
export function jobMeta(trace: JobTrace | undefined, jobId: string, now: Date): CommandMeta {
  return trace ? { actorId: null, correlationId: trace.correlationId, causationId: trace.causationId, now } : { actorId: null, correlationId: jobId, now };
}
