import type { FieldValue } from '../../../contract/audit';
import { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { fold } from '../../../shared/decider';
import { partnerDecider } from '../domain/partner.decider';
import { PartnerEvent, partnerStream } from '../domain/partner.events';

export const partnerStreamOf = partnerStream;

/** A partner's settings right after the last of `events`, folded with the partner decider's evolve. */
export function partnerRecordAfter(events: readonly RecordedEvent[]): Record<string, FieldValue> | null {
  const state = fold(partnerDecider, events as unknown as PartnerEvent[]);
  if (!state.exists) return null;
  const { exists: _exists, partnerId: _id, ...settings } = state;
  return { ...settings };
}
