import { RecordedEvent } from '../../../platform/event-store/event-store.port';

/** A mail's job id comes from the event, so a replayed event enqueues nothing new. */
export const mailJobId = (event: Pick<RecordedEvent, 'streamId' | 'revision'>, kind: string) => `mail:${kind}:${event.streamId}:${event.revision}`;
