import { isValidEducationId } from './education-id';

describe('education id checksum (SPEC §5)', () => {
  it('accepts an id whose weighted digit sum modulo 11 equals the last digit', () => {
    // 7·1 + 2·2 + 3·3 + 4·4 + 5·5 + 6·6 + 7·7 + 8·8 + 9·9 + 1·10 = 301; 301 mod 11 = 4
    expect(isValidEducationId('72345678914')).toBe(true);
    // all zeroes: sum 0, check digit 0
    expect(isValidEducationId('00000000000')).toBe(true);
    // the example of the backend's own check (staff see the same verdict)
    expect(isValidEducationId('71234567897')).toBe(true);
    expect(isValidEducationId(' 72345678914 ')).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    expect(isValidEducationId('72345678915')).toBe(false);
    expect(isValidEducationId('72345678910')).toBe(false);
  });

  it('refuses ids that are not exactly 11 digits', () => {
    expect(isValidEducationId('')).toBe(false);
    expect(isValidEducationId('7234567891')).toBe(false);
    expect(isValidEducationId('723456789140')).toBe(false);
    expect(isValidEducationId('7234567891a')).toBe(false);
  });

  it('can never pass when the remainder is 10 (no single check digit)', () => {
    // 1·10 in the tenth place alone: sum 10, remainder 10
    expect(isValidEducationId('00000000010')).toBe(false);
  });
});
