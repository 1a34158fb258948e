import { foldText, searchWords } from './search-text';

describe('search text', () => {
  it('folds accents and case the way the users table searched in the browser', () => {
    expect(foldText('Kovács Éva')).toBe('kovacs eva');
    expect(foldText('Őry Űrsula ÍRÓ')).toBe('ory ursula iro');
  });

  it('splits a search into folded words, each to be found somewhere', () => {
    expect(searchWords('  Éva   Kovács ')).toEqual(['eva', 'kovacs']);
    expect(searchWords('')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
  });
});
