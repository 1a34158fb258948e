import { hungarianSortKey } from './hungarian-order';

const byKey = (names: string[]) => [...names].sort((a, b) => (hungarianSortKey(a) < hungarianSortKey(b) ? -1 : hungarianSortKey(a) > hungarianSortKey(b) ? 1 : 0));

describe('names in Hungarian order, compared code unit by code unit', () => {
  it('puts ö and ő (one letter) after o, ü and ű after u, and an accented vowel with its plain one', () => {
    expect(byKey(['Öveges Ödön', 'Pál Péter', 'Ozsvári Ottó', 'Ódor Olga', 'Őri Anna', 'Üveges Ábel', 'Ujvári Ede', 'Úr Ilona', 'Vass Vera'])).toEqual([
      'Ódor Olga',
      'Ozsvári Ottó',
      'Őri Anna',
      'Öveges Ödön',
      'Pál Péter',
      'Ujvári Ede',
      'Úr Ilona',
      'Üveges Ábel',
      'Vass Vera',
    ]);
  });

  it('sorts the double letters after every word of their first letter (cs after cz)', () => {
    expect(byKey(['Csaba Cecília', 'Czakó Cili', 'Cukor Cecil', 'Zsolnai Zsófia', 'Zoltai Zita', 'Nyári Nóra', 'Nagy Nándor', 'Nádor Nelli', 'Szabó Sára', 'Sulyok Sándor'])).toEqual([
      'Cukor Cecil',
      'Czakó Cili',
      'Csaba Cecília',
      'Nádor Nelli',
      'Nagy Nándor',
      'Nyári Nóra',
      'Sulyok Sándor',
      'Szabó Sára',
      'Zoltai Zita',
      'Zsolnai Zsófia',
    ]);
  });

  it('agrees with the Hungarian collator on a list of names', () => {
    const names = ['Kovács Éva', 'Kovacsics Ágnes', 'Kocsis Ödön', 'Kiss Anna', 'Kis Béla', 'Gyarmati Gábor', 'Gombos Gizella', 'Tóth Tünde', 'Tyukodi Tamás', 'Lakatos Lili', 'Lyka Károly', 'Dzsida Jenő', 'Dózsa György', 'Dudás Dóra'];
    expect(byKey(names)).toEqual([...names].sort(new Intl.Collator('hu').compare));
  });

  it('ignores case', () => {
    expect(hungarianSortKey('ÖRDÖG Ádám')).toBe(hungarianSortKey('ördög ádám'));
  });
});
