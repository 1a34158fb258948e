import { formatMoment } from '../../../shared/budapest-time';
import { AUDIT_LOOK_COUNTS } from '../../../module-lists/audit-actions';
import { HISTORY_EVENT_TEXTS } from '../../../module-lists/record-texts';
import { AUDIT_LOOK_TEXTS } from '../domain/audit.texts';
import { AuditRowDoc } from '../projections/audit.projection';

/**
 * What a look at personal data saw, in words (issue 22 §2): the trail's "what" beside "who" (the actor)
 * and "whom" (the target). A history read says which moment it showed ("Állapot: „Aktiválták” után
 * (2026. november 26. 21:05)"), a list or an export how many it held ("12 tag"), a download its format.
 * Null for every row that is not a look.
 */
export function lookInWords(row: Pick<AuditRowDoc, 'action' | 'count' | 'look'>): string | null {
  const parts: string[] = [];
  const look = row.look ?? {};
  if (look.revision !== undefined) {
    const text = look.event ? HISTORY_EVENT_TEXTS[look.event] : undefined;
    const event = text ? AUDIT_LOOK_TEXTS.namedEvent(text) : AUDIT_LOOK_TEXTS.nthEvent(look.revision);
    parts.push(look.eventAt ? AUDIT_LOOK_TEXTS.stateAfter(event, formatMoment(look.eventAt)) : event);
  }
  const counted = AUDIT_LOOK_COUNTS[row.action];
  if (counted && typeof row.count === 'number') parts.push(counted(row.count));
  if (look.format) parts.push(AUDIT_LOOK_TEXTS.formats[look.format]);
  return parts.length > 0 ? parts.join(', ') : null;
}
