import { PostcodeDirectory } from './postcode-directory';

describe('postcode directory', () => {
  it('answers the first settlement of a postcode shared by several', () => {
    const directory = PostcodeDirectory.fromCsv('\uFEFFzip,city\n7668,Keszü\n7668,Gyód\n1011,Budapest\n');
    expect(directory.cityOf('7668')).toBe('Keszü');
    expect(directory.cityOf('1011')).toBe('Budapest');
    expect(directory.cityOf('9999')).toBeNull();
  });

  it('loads the shipped list of Magyar Posta', () => {
    const directory = PostcodeDirectory.load();
    expect(directory.size).toBe(3046);
    expect(directory.cityOf('2000')).toBe('Szentendre');
    expect(directory.cityOf('7639')).toBe('Kökény');
  });
});
