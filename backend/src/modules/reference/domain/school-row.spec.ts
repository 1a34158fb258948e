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
});
