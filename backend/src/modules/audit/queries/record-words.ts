import type { FieldChange, FieldValue, FieldWords } from '../../../contract/audit';
import type { ReplayedRecord } from '../../../platform/projections/record-replay';
import { FIELD_WORDS } from '../../../module-lists/record-texts';
import { NO, NO_LIMIT, replacedValue, UNKNOWN_NAMED, UPLOADED_IMAGE, YES } from '../../../shared/i18n/field-words';
import { NameBook, NamedKind } from './names';

/** Fields whose values are ids of something named elsewhere, by record kind. */
const REFERENCES: Readonly<Record<string, Readonly<Record<string, NamedKind>>>> = {
  member: { schoolId: 'school' },
  category: { services: 'service' },
};

/** Fields that read otherwise than their value: a service without a limit, a picture by its stored address. */
const SPECIAL: Readonly<Record<string, Readonly<Record<string, (value: FieldValue) => FieldValue>>>> = {
  service: {
    limit: (value) => (value === null ? NO_LIMIT : value),
    image: (value) => (value ? UPLOADED_IMAGE : null),
  },
};

const isEmpty = (value: FieldValue) => value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The ids the records of `kind` name, to be looked up in one go. */
export function namesWanted(kind: string, records: ReadonlyArray<ReplayedRecord | null>, into: Record<NamedKind, string[]>): void {
  for (const [field, named] of Object.entries(REFERENCES[kind] ?? {})) {
    for (const record of records) {
      const value = record?.fields[field];
      if (typeof value === 'string' && value) into[named].push(value);
      if (Array.isArray(value)) into[named].push(...value);
    }
  }
}

export const noNames = (): Record<NamedKind, string[]> => ({ school: [], service: [], partner: [] });

/** One value as staff read it: words for flags and codes, names for ids, null for nothing. */
export function inWords(kind: string, field: string, raw: FieldValue, names: NameBook): FieldWords {
  const special = SPECIAL[kind]?.[field];
  const value = special ? special(raw) : raw;
  if (isEmpty(value)) return null;
  if (typeof value === 'boolean') return value ? YES : NO;
  const named = REFERENCES[kind]?.[field];
  const words = FIELD_WORDS[kind]?.[field];
  const word = (item: string | number) => {
    if (named) return names.of(named, String(item)) ?? UNKNOWN_NAMED[named];
    return words?.[String(item)] ?? item;
  };
  return Array.isArray(value) ? value.map((item) => String(word(item))) : word(value as string | number);
}

export function recordInWords(kind: string, record: ReplayedRecord | null, names: NameBook): Record<string, FieldWords> {
  if (!record) return {};
  return Object.fromEntries(Object.entries(record.fields).map(([field, value]) => [field, inWords(kind, field, value, names)]));
}

/** Fields whose value differs between two replays of the same record, before and after, in words. */
export function changedFields(kind: string, before: ReplayedRecord | null, after: ReplayedRecord | null, names: NameBook): FieldChange[] {
  if (!after) return [];
  return Object.keys(after.fields)
    .filter((field) => JSON.stringify(before?.fields[field] ?? null) !== JSON.stringify(after.fields[field] ?? null))
    .map((field) => {
      const was = inWords(kind, field, before?.fields[field] ?? null, names);
      const now = inWords(kind, field, after.fields[field] ?? null, names);
      // Another picture, another file of the same name: the change must not read as none.
      const same = typeof now === 'string' && JSON.stringify(was) === JSON.stringify(now);
      return { field, before: was, after: same ? replacedValue(now) : now };
    });
}
