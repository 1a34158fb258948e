import { cleanSchoolRow, schoolRowProblems } from './school-row';

describe('a row of a school list', () => {
  const problems = (om: string, name = 'Példa Gimnázium', city = 'Győr') => schoolRowProblems(cleanSchoolRow({ om, name, city }));

  it('accepts a 6-digit OM id typed with spaces', () => {
    expect(cleanSchoolRow({ om: ' 900 001 ', name: '  Példa   Gimnázium ', city: 'Győr ' })).toEqual({
      om: '900001',
      name: 'Példa Gimnázium',
      city: 'Győr',
    });
    expect(problems('900 001')).toEqual([]);
  });

  it('names each problem in Hungarian', () => {
    expect(problems('')).toEqual(['Hiányzó OM azonosító']);
    expect(problems('12345')).toEqual(['Az OM azonosító 6 számjegyű']);
    expect(problems('12345a')).toEqual(['Az OM azonosító 6 számjegyű']);
    expect(problems('900001', ' ', '')).toEqual(['Hiányzó intézménynév', 'Hiányzó település']);
  });

  it('refuses a control character that is not a space once the row is cleaned (issue 38 §7)', () => {
    expect(cleanSchoolRow({ om: '900001', name: 'Példa\nGimnázium', city: 'Győr\t' })).toEqual({ om: '900001', name: 'Példa Gimnázium', city: 'Győr' });
    expect(problems('900001', 'Példa\u0007Gimnázium', 'Gy\u001bőr')).toEqual([
      'Az intézménynév egy sor legyen, vezérlőkarakter nélkül',
      'A település neve egy sor legyen, vezérlőkarakter nélkül',
    ]);
  });
});
