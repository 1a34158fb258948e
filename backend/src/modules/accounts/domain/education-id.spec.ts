import { isValidEducationId } from './education-id';

describe('education id check (SPEC §5)', () => {
  it('accepts 11 digits whose weighted sum modulo 11 is the last digit', () => {
    // 7 1 2 3 4 5 6 7 8 9 → 7+2+6+12+20+30+42+56+72+90 = 337; 337 % 11 = 7
    expect(isValidEducationId('71234567897')).toBe(true);
  });
  it('refuses a wrong check digit, other lengths and non-digits', () => {
    expect(isValidEducationId('71234567890')).toBe(false);
    expect(isValidEducationId('7123456789')).toBe(false);
    expect(isValidEducationId('7123456789a')).toBe(false);
  });
});
