import { Prng } from './prng';

/** Invented teachers: common Hungarian names, real towns, example.org addresses numbered to stay unique. */
const LAST_NAMES = ['Nagy', 'Kovács', 'Tóth', 'Szabó', 'Horváth', 'Varga', 'Kiss', 'Molnár', 'Németh', 'Farkas', 'Balogh', 'Papp', 'Takács', 'Juhász', 'Lakatos', 'Mészáros', 'Oláh', 'Simon', 'Rácz', 'Fekete'];
const FIRST_NAMES = ['Anna', 'Bence', 'Csilla', 'Dániel', 'Éva', 'Ferenc', 'Gábor', 'Hajnalka', 'István', 'Judit', 'Katalin', 'László', 'Márta', 'Norbert', 'Orsolya', 'Péter', 'Réka', 'Sándor', 'Tímea', 'Zoltán', 'Zsófia', 'Ágnes', 'Ödön', 'Győző'];
export const TOWNS: ReadonlyArray<{ city: string; zip: string }> = [
  { city: 'Budapest', zip: '1117' },
  { city: 'Debrecen', zip: '4025' },
  { city: 'Szeged', zip: '6720' },
  { city: 'Pécs', zip: '7621' },
  { city: 'Győr', zip: '9021' },
  { city: 'Miskolc', zip: '3530' },
  { city: 'Kecskemét', zip: '6000' },
  { city: 'Eger', zip: '3300' },
  { city: 'Nyíregyháza', zip: '4400' },
  { city: 'Székesfehérvár', zip: '8000' },
  { city: 'Szombathely', zip: '9700' },
  { city: 'Veszprém', zip: '8200' },
];

const ASCII: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ö: 'o', ő: 'o', ú: 'u', ü: 'u', ű: 'u' };
const ascii = (text: string) => text.toLowerCase().replace(/[áéíóöőúüű]/g, (letter) => ASCII[letter]);

export interface Person {
  email: string;
  lastName: string;
  firstName: string;
  phone: string;
  zip: string;
  city: string;
}

export function person(prng: Prng, index: number): Person {
  const lastName = prng.pick(LAST_NAMES);
  const firstName = prng.pick(FIRST_NAMES);
  const town = prng.pick(TOWNS);
  const phone = `+36 ${prng.pick(['20', '30', '70'])} ${prng.int(100, 999)} ${prng.int(1000, 9999)}`;
  return { email: `${ascii(lastName)}.${ascii(firstName)}.${index}@example.org`, lastName, firstName, phone, zip: town.zip, city: town.city };
}

/** An eleven-digit education id whose last digit is the checksum (digits weighted 1..10, mod 11), as the real ones. */
export function personalId(prng: Prng): string {
  for (;;) {
    const digits = [7, ...Array.from({ length: 9 }, () => prng.int(0, 9))];
    const check = digits.reduce((sum, digit, i) => sum + digit * (i + 1), 0) % 11;
    if (check < 10) return [...digits, check].join('');
  }
}
