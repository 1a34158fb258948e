import { EDUCATION_ID, PHONE, SCHOOL_OM, ZIP } from '@backend/shared/field-formats';

export { MIN_PASSWORD_LENGTH } from '@backend/shared/field-formats';

/** The server's own formats (SPEC §5), checked first so a form rarely round-trips. */
export const isPhone = (value: string) => PHONE.test(value.trim());
export const isZip = (value: string) => ZIP.test(value.trim());
export const isSchoolOm = (value: string) => SCHOOL_OM.test(value.trim());
export const isNumericId = (value: string) => EDUCATION_ID.test(value.trim());
/** Looser than the server's check on purpose: it catches slips, the server has the last word. */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** Keeps only digits (numeric inputs), at most `max` of them. */
export const digitsOnly = (value: string, max?: number) => {
  const digits = value.replace(/\D/g, '');
  return max === undefined ? digits : digits.slice(0, max);
};
