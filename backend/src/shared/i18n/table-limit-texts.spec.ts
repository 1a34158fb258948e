import { groupedDigits, TABLE_LIMIT_TEXTS } from './table-limit-texts';

describe('the words of the table limits', () => {
  it('groups thousands by a space, the Hungarian way', () => {
    expect([5, 999, 1000, 10_000, 1_234_567].map(groupedDigits)).toEqual(['5', '999', '1 000', '10 000', '1 234 567']);
  });

  it('says each limit as the admin reads it', () => {
    expect(TABLE_LIMIT_TEXTS).toEqual({
      tooManyRows: 'A fájl túl nagy: legfeljebb 10 000 sor',
      tooLargeUnpacked: 'A fájl túl nagy: kibontva legfeljebb 100 MB',
    });
  });
});
