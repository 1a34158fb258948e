import { slugify } from '@backend/modules/catalogue/domain/slug';
import type { ServiceSettings } from '@backend/modules/catalogue/domain/service-settings';

/** SPEC §9: the limit a service gets when its limit is switched on. */
export const DEFAULT_LIMIT = 100;

export const SETTING_KEYS = [
  'name', 'description', 'text', 'image', 'type', 'codeTableName', 'codeDescription', 'active', 'hidden', 'limit',
  'needsApproval', 'cancelable', 'waitlistAvailable', 'waitlistPriorityAvailable', 'waitlistPriorityDescription',
  'alwaysAskPriority', 'signedUpDescription', 'radio', 'radio1Text', 'radio2Text', 'radio3Text', 'radio4Text',
  'radio5Text', 'emailSubject', 'emailText', 'cancelEmailSubject', 'cancelEmailText', 'waitlistEmailSubject',
  'waitlistEmailText', 'hasSubPage', 'subPagePublic', 'subPageUrl', 'subPageText',
] as const satisfies ReadonlyArray<keyof ServiceSettings>;

/** The editable settings of a loaded service (the answer also carries counts and sign-ups). */
export function settingsOf(service: ServiceSettings): ServiceSettings {
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, service[key]])) as unknown as ServiceSettings;
}

/** SPEC §4: only changed fields are sent. */
export function changedFields(initial: ServiceSettings, draft: ServiceSettings): Partial<ServiceSettings> {
  return Object.fromEntries(SETTING_KEYS.filter((key) => initial[key] !== draft[key]).map((key) => [key, draft[key]]));
}

export const isDirty = (initial: ServiceSettings, draft: ServiceSettings) => Object.keys(changedFields(initial, draft)).length > 0;

/** The limit toggle: on sets 100, off sets null. */
export const withLimitEnabled = (draft: ServiceSettings, enabled: boolean): ServiceSettings => ({
  ...draft,
  limit: enabled ? DEFAULT_LIMIT : null,
});

/** The limit as typed: a positive whole number, otherwise null (no limit). */
export function parseLimit(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const limit = Number(trimmed);
  return limit > 0 ? limit : null;
}

/** On blur, a limit that is non-numeric or zero turns the limit off. */
export const limitOnBlur = (draft: ServiceSettings, text: string): ServiceSettings => ({ ...draft, limit: parseLimit(text) });

/** On blur, an empty waitlist-priority text switches the priority option off. */
export const priorityTextOnBlur = (draft: ServiceSettings): ServiceSettings =>
  draft.waitlistPriorityDescription.trim() === '' ? { ...draft, waitlistPriorityAvailable: false } : draft;

/** On blur, an empty coupon table name sets the type back to normal. */
export const codeTableNameOnBlur = (draft: ServiceSettings): ServiceSettings =>
  draft.codeTableName.trim() === '' ? { ...draft, type: 0 } : draft;

/** On blur, an empty sub-page URL disables the sub-page. */
export const subPageUrlOnBlur = (draft: ServiceSettings): ServiceSettings =>
  draft.subPageUrl.trim() === '' ? { ...draft, hasSubPage: false } : draft;

/** Enabling the sub-page with an empty URL generates one from the service name. */
export const withSubPageEnabled = (draft: ServiceSettings, enabled: boolean): ServiceSettings => ({
  ...draft,
  hasSubPage: enabled,
  subPageUrl: enabled && draft.subPageUrl.trim() === '' ? slugify(draft.name) : draft.subPageUrl,
});

export const RADIO_VALUES = [1, 2, 3, 4, 5] as const;
export type RadioValue = (typeof RADIO_VALUES)[number];
export const radioTextKey = (value: RadioValue) => `radio${value}Text` as const;

/**
 * Options 4 and 5 go with option 3's text (SPEC §9): option 3 left empty takes theirs with it, so they
 * never come back unseen when option 3 is typed again (issue 41 §5).
 */
export const radioOptionsOnBlur = (draft: ServiceSettings): ServiceSettings =>
  draft.radio3Text.trim() === '' && (draft.radio4Text !== '' || draft.radio5Text !== '') ? { ...draft, radio4Text: '', radio5Text: '' } : draft;

/** SPEC §9: options 4 and 5 show only when option 3 has text. */
export const visibleRadioOptions = (draft: Pick<ServiceSettings, 'radio3Text'>): RadioValue[] =>
  draft.radio3Text.trim() === '' ? [1, 2, 3] : [...RADIO_VALUES];
