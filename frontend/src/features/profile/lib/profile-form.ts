import { hu } from '@/i18n/hu';
import type { FormErrors } from '@/lib/form-errors';
import { isPhone, isZip } from '@/lib/validation';
import type { ProfileView, UpdateProfileBody } from '@backend/contract/profile';
import { normalizeTeachingLevels, TEACHING_LEVELS, type TeachingLevels } from '@backend/modules/accounts/domain/teaching-levels';

/** What the profile form holds: the body's fields (no school until one is picked), the levels apart. */
export interface ProfileFormValues extends Omit<UpdateProfileBody, keyof TeachingLevels | 'schoolId'> {
  schoolId: string | null;
  levels: TeachingLevels;
}

export type ProfileField = Exclude<keyof ProfileFormValues, 'levels'>;
export const PROFILE_FIELDS: readonly ProfileField[] = ['lastName', 'firstName', 'nickName', 'phone', 'zip', 'city', 'schoolId'];

export const PROFILE_FORMAT_TEXTS: Partial<Record<ProfileField, string>> = {
  phone: hu.forms.invalidPhone,
  zip: hu.forms.invalidZip,
  schoolId: hu.fieldErrors.schoolNotFound,
};

export function toFormValues(profile: ProfileView): ProfileFormValues {
  return {
    lastName: profile.lastName ?? '',
    firstName: profile.firstName ?? '',
    nickName: profile.nickName ?? '',
    phone: profile.phone ?? '',
    zip: profile.zip ?? '',
    city: profile.city ?? '',
    schoolId: profile.schoolId ? String(profile.schoolId) : null,
    levels: normalizeTeachingLevels(pickLevels(profile)),
  };
}

/** SPEC §5: everything is required except the fixed e-mail; the school must come from the list. */
export function validateProfile(values: ProfileFormValues): FormErrors<ProfileField>['fields'] {
  const fields: FormErrors<ProfileField>['fields'] = {};
  for (const field of ['lastName', 'firstName', 'nickName', 'phone', 'zip', 'city'] as const) {
    if (!values[field].trim()) fields[field] = hu.fieldErrors.isNotEmpty;
  }
  if (!fields.phone && !isPhone(values.phone)) fields.phone = hu.forms.invalidPhone;
  if (!fields.zip && !isZip(values.zip)) fields.zip = hu.forms.invalidZip;
  if (!values.schoolId) fields.schoolId = hu.fieldErrors.schoolNotFound;
  return fields;
}

export function toUpdate(values: ProfileFormValues): UpdateProfileBody {
  const { levels, schoolId, ...text } = values;
  const trimmed = Object.fromEntries(Object.entries(text).map(([key, value]) => [key, value.trim()])) as Omit<
    ProfileFormValues,
    'levels' | 'schoolId'
  >;
  return { ...trimmed, schoolId: schoolId ?? '', ...levels };
}

const pickLevels = (profile: ProfileView): TeachingLevels =>
  Object.fromEntries(TEACHING_LEVELS.map((level) => [level, profile[level] === true])) as unknown as TeachingLevels;
