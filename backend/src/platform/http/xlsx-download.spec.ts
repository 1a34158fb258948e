import { datedXlsxName } from './xlsx-download';

describe('datedXlsxName', () => {
  it('dates an export by the Budapest day it is made, not the UTC one', () => {
    // 23:30 UTC on 26 November is half past midnight on the 27th in Budapest.
    expect(datedXlsxName('klubtagok', new Date('2026-11-26T23:30:00Z'))).toBe('klubtagok-2026-11-27.xlsx');
    expect(datedXlsxName('naplo', new Date('2026-07-01T21:59:00Z'))).toBe('naplo-2026-07-01.xlsx');
  });
});
