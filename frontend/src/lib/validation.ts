/** Client-side checks that mirror the server's (backend dto-helpers), so a form rarely round-trips. */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
export const isPhone = (value: string) => /^[0-9+()\-/ ]{6,}$/.test(value.trim());
export const isZip = (value: string) => /^\d{4}$/.test(value.trim());
export const isSchoolOm = (value: string) => /^\d{6}$/.test(value.trim());
export const isNumericId = (value: string) => /^\d{1,20}$/.test(value.trim());
export const MIN_PASSWORD_LENGTH = 8;

/** Keeps only digits (numeric inputs), at most `max` of them. */
export const digitsOnly = (value: string, max?: number) => {
  const digits = value.replace(/\D/g, '');
  return max === undefined ? digits : digits.slice(0, max);
};
