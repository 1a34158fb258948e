/**
 * The 11-digit personal education id (oktatási azonosító) check of SPEC §5: the first ten digits,
 * weighted 1 to 10, summed, modulo 11, must equal the last digit. Only a hint: the server accepts any
 * numeric id, the application form warns, and staff see a red or green mark.
 */
export function isValidEducationId(id: string): boolean {
  const value = id.trim();
  if (!/^\d{11}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 10).reduce((total, digit, index) => total + digit * (index + 1), 0);
  return sum % 11 === digits[10];
}
