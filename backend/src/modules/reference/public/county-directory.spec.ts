import { BUDAPEST, CountyDirectory } from './county-directory';

const csv = ['zip,city,county', '1117,Budapest,Budapest', '3300,Eger,Heves', '3300,Andornaktálya,Heves', '7639,Kökény,Baranya', '9999,Határfalu,Vas', '9999,Túlpart,Zala', '6720,Szeged,Csongrád-Csanád', '6000,Kecskemét,Bács-Kiskun'].join('\n');

describe('CountyDirectory', () => {
  const directory = CountyDirectory.fromCsv(csv);

  it('finds a place by postcode and settlement, whatever the case of the settlement', () => {
    expect(directory.countyOf({ zip: '3300', city: 'eger' })).toBe('Heves');
    expect(directory.countyOf({ zip: '9999', city: 'Túlpart' })).toBe('Zala');
  });

  it('answers a postcode alone only when all its settlements lie in one county', () => {
    expect(directory.countyOf({ zip: '3300', city: 'Nincs ilyen' })).toBe('Heves');
    expect(directory.countyOf({ zip: '9999', city: '' })).toBeNull();
  });

  it('answers a settlement alone (a school knows only its settlement)', () => {
    expect(directory.countyOf({ city: 'Szeged' })).toBe('Csongrád-Csanád');
    expect(directory.countyOf({ city: 'Sehol' })).toBeNull();
  });

  it('lists Budapest first, then the counties in Hungarian alphabetical order', () => {
    expect(directory.counties).toEqual([BUDAPEST, 'Bács-Kiskun', 'Baranya', 'Csongrád-Csanád', 'Heves', 'Vas', 'Zala']);
  });

  it('reads the shipped file: Budapest and the 19 counties', () => {
    const shipped = CountyDirectory.load();
    expect(shipped.counties).toHaveLength(20);
    expect(shipped.countyOf({ zip: '3300', city: 'Eger' })).toBe('Heves');
    expect(shipped.countyOf({ zip: '1117', city: 'Budapest' })).toBe(BUDAPEST);
  });
});
