/**
 * SPEC §5: an 11-digit education id (oktatási azonosító) whose first ten digits, weighted 1 to 10,
 * sum to a number whose remainder modulo 11 equals the last digit. Only a hint: the server accepts
 * any numeric id, so a failing id is never a reason to block the form.
 */
export function isValidEducationId(id: string): boolean {
  const value = id.trim();
  if (!/^\d{11}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) sum += Number(value[i]) * (i + 1);
  return sum % 11 === Number(value[10]);
}
