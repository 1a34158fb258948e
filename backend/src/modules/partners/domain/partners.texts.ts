import type { RecordTexts } from '../../../shared/audit';
import type { PartnerEvent } from './partner.events';

/** A partner site, as the partner form labels it. */
export const PARTNER_FIELD_LABELS = {
  name: 'Név',
  origins: 'Engedélyezett címek',
  data: 'Amit megkaphat',
  active: 'Aktív: a tagok beléphetnek rajta',
} as const;

/** What a partner site may receive, by SPEC §1's names, as staff read it. */
export const PARTNER_DATA_TEXTS = { name: 'Teljes név', email: 'E-mail-cím', school: 'Iskola', city: 'Település' } as const;

/** Every event of a partner site's stream, as its history tab names it. */
const HISTORY_EVENTS = {
  PartnerRegistered: 'Felvették',
  PartnerChanged: 'Módosították',
} as const satisfies Partial<Record<PartnerEvent['type'], string>>;

/** What staff read of a partner site (module-lists/record-texts.ts collects it). */
export const PARTNERS_RECORD_TEXTS = {
  labels: { partner: PARTNER_FIELD_LABELS },
  words: { partner: { data: PARTNER_DATA_TEXTS } },
  historyEvents: HISTORY_EVENTS,
} as const satisfies RecordTexts;
