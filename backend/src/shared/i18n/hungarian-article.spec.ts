import { article, resolveArticles, withArticle } from './hungarian-article';

describe('the Hungarian article', () => {
  it.each([
    ['Ági', 'az'],
    ['Béla', 'a'],
    ['Python alapok', 'a'],
    ['Excel haladóknak', 'az'],
    ['ötödik', 'az'],
    ['Űrkutatás', 'az'],
    ['„Robotika” műhely', 'a'],
    ['(Informatika)', 'az'],
    ['info@example.org', 'az'],
    ['kovacs.anna@example.org', 'a'],
    ['SMS', 'az'],
    ['HTML kurzus', 'a'],
    ['MI a tanteremben', 'az'],
    ['IT Tanár Klub', 'az'],
    ['', 'a'],
  ])('%s → %s', (next, expected) => expect(article(next)).toBe(expected));

  it.each<[number | string, string]>([
    [0, 'a'],
    [1, 'az'],
    [2, 'a'],
    [5, 'az'],
    [10, 'a'],
    [11, 'a'],
    [15, 'a'],
    [21, 'a'],
    [50, 'az'],
    [55, 'az'],
    [100, 'a'],
    [101, 'a'],
    [500, 'az'],
    [512, 'az'],
    [1000, 'az'],
    [1999, 'az'],
    [2000, 'a'],
    [5000, 'az'],
    [10_000, 'a'],
    [50_000, 'az'],
    [100_000, 'a'],
    [1_000_000, 'az'],
    ['1 500', 'az'],
    ['5.', 'az'],
    ['3. hely', 'a'],
  ])('the number %s → %s', (next, expected) => expect(article(next)).toBe(expected));

  it('writes the article before the word, capitalised at the start of a sentence', () => {
    expect(withArticle('Ági')).toBe('az Ági');
    expect(withArticle(2)).toBe('a 2');
    expect(withArticle('Excel', { capital: true })).toBe('Az Excel');
    expect(withArticle('Robotika', { capital: true })).toBe('A Robotika');
  });

  it('resolves the "a(z)" people write before a placeholder, once it is filled', () => {
    expect(resolveArticles('Várunk a(z) Excel műhelyen, a(z) 2. csoportban.')).toBe('Várunk az Excel műhelyen, a 2. csoportban.');
    expect(resolveArticles('A(z) „Robotika” betelt.')).toBe('A „Robotika” betelt.');
    expect(resolveArticles('Kapcsolat: ka(z) nem szó')).toBe('Kapcsolat: ka(z) nem szó');
  });
});
