import type { HistoryKind } from './contract/audit';
import type { AuditAction } from './module-lists/audit-actions';
import { accountAuditEntries } from './modules/accounts/public/audit-entries';
import { memberReplay } from './modules/accounts/public/member-history';
import { companyAuditEntries } from './modules/companies/public/audit-entries';
import { catalogueAuditEntries } from './modules/catalogue/public/audit-entries';
import { CATALOGUE_STREAM, catalogueReplay } from './modules/catalogue/public/catalogue-history';
import { serviceReplay } from './modules/catalogue/public/service-history';
import { materialsAuditEntries } from './modules/materials/public/audit-entries';
import { MATERIALS_STREAM, materialsReplay } from './modules/materials/public/materials-history';
import { partnerAuditEntries } from './modules/partners/public/audit-entries';
import { partnerReplay } from './modules/partners/public/partner-history';
import { referenceAuditEntries } from './modules/reference/public/audit-entries';
import type { RecordReplay } from './platform/projections/record-replay';
import type { AuditDescribers } from './shared/audit';

/**
 * What each module lets the audit module read of its records (issue 39 §5), listed once per module
 * beside `app.module.ts` and `module-lists/`: the describers that make trail rows of its events
 * (`public/audit-entries.ts`), and the replays of its streams that show a record at any revision
 * (`public/*-history.ts`). The audit module reads these lists; it names no module itself.
 */

/** Every module's say on which of its events are trail rows, each naming only the actions its module declares. */
export const MODULE_AUDIT_ENTRIES: Readonly<Record<string, AuditDescribers<AuditAction>>> = {
  accounts: accountAuditEntries,
  catalogue: catalogueAuditEntries,
  companies: companyAuditEntries,
  materials: materialsAuditEntries,
  partners: partnerAuditEntries,
  reference: referenceAuditEntries,
};

/** A stream's replay as its module registers it: which streams, which labels its records read, its history. */
export interface StreamReplayEntry {
  /** Streams of one record each (`user-{id}`), or the one stream of many (`materials`). */
  stream: { prefix: string } | { name: string };
  /** Which labels and words its records read (`FIELD_LABELS` in module-lists/record-texts.ts). */
  kind: 'member' | 'service' | 'partner' | 'material' | 'category';
  /** Streams of one record have a history of their own (GET /admin/history/{stream}). */
  history: HistoryKind | null;
  /** Its state type is the module's own: the audit module only folds it and reads its records. */
  replay: RecordReplay<unknown>;
}

export const MODULE_STREAM_REPLAYS: readonly StreamReplayEntry[] = [
  { stream: { prefix: 'user-' }, kind: 'member', history: 'member', replay: memberReplay },
  { stream: { prefix: 'service-' }, kind: 'service', history: 'service', replay: serviceReplay },
  { stream: { prefix: 'partner-' }, kind: 'partner', history: 'partner', replay: partnerReplay },
  { stream: { name: MATERIALS_STREAM }, kind: 'material', history: null, replay: materialsReplay },
  { stream: { name: CATALOGUE_STREAM }, kind: 'category', history: null, replay: catalogueReplay },
];
