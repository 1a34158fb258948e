import { ACCOUNTS_RECORD_TEXTS } from '../modules/accounts/domain/accounts.texts';
import { CATALOGUE_RECORD_TEXTS } from '../modules/catalogue/domain/catalogue.texts';
import { MATERIALS_RECORD_TEXTS } from '../modules/materials/domain/materials.texts';
import { PARTNERS_RECORD_TEXTS } from '../modules/partners/domain/partners.texts';
import type { RecordTexts } from '../shared/audit';

/**
 * What staff read of every module's records (issue 21 §3, 39 §5): each module declares its record
 * kinds' field labels, values in words and history events in `domain/<module>.texts.ts` and is listed
 * here once, so a field is called the same on its edit form, in the histories, the trail and its export.
 * Pure data, like every file of `module-lists/`.
 */

/** What staff read of each module's records: field labels, values in words, history events. */
export const MODULE_RECORD_TEXTS = {
  accounts: ACCOUNTS_RECORD_TEXTS,
  catalogue: CATALOGUE_RECORD_TEXTS,
  materials: MATERIALS_RECORD_TEXTS,
  partners: PARTNERS_RECORD_TEXTS,
} as const satisfies Record<string, RecordTexts>;

const recordTexts = <K extends keyof RecordTexts>(key: K): NonNullable<RecordTexts[K]> =>
  Object.assign({}, ...Object.values(MODULE_RECORD_TEXTS).map((texts: RecordTexts) => texts[key] ?? {}));

/** Which labels a record reads: a history's kind, or a trail row's target kind. */
export const FIELD_LABELS = /* @__PURE__ */ recordTexts('labels');
/** The words of each coded field, by record kind: the trail and the histories look a value up here. */
export const FIELD_WORDS = /* @__PURE__ */ recordTexts('words');
/** Every event of a member's, service's or partner's stream, as its history tab names it. */
export const HISTORY_EVENT_TEXTS = /* @__PURE__ */ recordTexts('historyEvents');

/** A field's label in a record of `kind`; every field a replay shows has one (stream-history.spec). */
export const fieldLabel = (kind: string, field: string): string => FIELD_LABELS[kind]?.[field] ?? field;
