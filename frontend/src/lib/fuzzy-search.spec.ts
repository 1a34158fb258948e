import { describe, expect, it } from 'vitest';
import { fuzzySearch, normalizeForSearch } from './fuzzy-search';

const labels = [
  'Példa Informatikai Technikum (Budapest)',
  'Minta Gimnázium (Debrecen)',
  'Kitalált Általános Iskola (Szeged)',
  'Próba Szakképző Iskola (Pécs)',
  'Demó Műszaki Technikum (Győr)',
];
const search = (query: string) => fuzzySearch(labels, query, (label) => label);

describe('fuzzy search on labels', () => {
  it('ignores case and accents', () => {
    expect(normalizeForSearch('  Pécs  GYŐR ')).toBe('pecs gyor');
    expect(search('gimnazium')).toEqual(['Minta Gimnázium (Debrecen)']);
    expect(search('PECS')).toEqual(['Próba Szakképző Iskola (Pécs)']);
  });

  it('matches the city inside the label and needs every word', () => {
    expect(search('technikum gyor')).toEqual(['Demó Műszaki Technikum (Győr)']);
    expect(search('iskola')).toHaveLength(2);
  });

  it('ranks a word start above a match inside a word', () => {
    expect(search('tech')[0]).toBe('Demó Műszaki Technikum (Győr)');
    const words = ['Tóthgimnázium (Ács)', 'Zöld Gimnázium (Pécs)'];
    expect(fuzzySearch(words, 'gim', (label) => label)).toEqual(['Zöld Gimnázium (Pécs)', 'Tóthgimnázium (Ács)']);
  });

  it('tolerates left-out letters', () => {
    expect(search('techkum gyr')).toEqual(['Demó Műszaki Technikum (Győr)']);
  });

  it('does not count letters scattered over the whole label', () => {
    expect(search('pecs')).toEqual(['Próba Szakképző Iskola (Pécs)']);
  });

  it('finds nothing for an empty query or unrelated text', () => {
    expect(search('   ')).toEqual([]);
    expect(search('xyz')).toEqual([]);
  });
});
