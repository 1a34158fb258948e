import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DATA_DIR } from '../reference-data-dir';

export const BUDAPEST = 'Budapest';

const hungarian = new Intl.Collator('hu');

/**
 * Which county a place lies in (reference-data/hu-postcode-counties.csv, one row per (postcode,
 * settlement) of the postcode list): Budapest and the 19 counties. A place is looked up by its exact
 * (postcode, settlement) first; a postcode or a settlement alone answers only when all its rows agree
 * on one county, so a postcode that spans counties never guesses.
 */
export class CountyDirectory {
  private readonly byPair = new Map<string, string>();
  private readonly byZip = new Map<string, Set<string>>();
  private readonly byCity = new Map<string, Set<string>>();

  private constructor(rows: Array<{ zip: string; city: string; county: string }>) {
    for (const { zip, city, county } of rows) {
      this.byPair.set(pairKey(zip, city), county);
      addTo(this.byZip, zip, county);
      addTo(this.byCity, cityKey(city), county);
    }
  }

  /** Parses `zip,city,county` lines (a header first). */
  static fromCsv(csv: string): CountyDirectory {
    const rows = csv
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .slice(1)
      .map((line) => line.split(',').map((cell) => cell.trim()))
      .filter((cells) => cells.length === 3 && cells.every((cell) => cell !== ''))
      .map(([zip, city, county]) => ({ zip, city, county }));
    return new CountyDirectory(rows);
  }

  /** Read once, on first use (only the insights need it); a missing file fails that call loudly. */
  static load(file = join(REFERENCE_DATA_DIR, 'hu-postcode-counties.csv')): CountyDirectory {
    return CountyDirectory.fromCsv(readFileSync(file, 'utf8'));
  }

  /** Budapest first, then the counties in Hungarian alphabetical order. */
  get counties(): string[] {
    const all = new Set([...this.byPair.values()]);
    all.delete(BUDAPEST);
    return [BUDAPEST, ...[...all].sort(hungarian.compare)];
  }

  /** A member's or a school's place: by postcode and settlement, else by either one alone when it is unambiguous. */
  countyOf(place: { zip?: string | null; city?: string | null }): string | null {
    const zip = (place.zip ?? '').trim();
    const city = (place.city ?? '').trim();
    return this.byPair.get(pairKey(zip, city)) ?? only(this.byZip.get(zip)) ?? only(this.byCity.get(cityKey(city)));
  }
}

const cityKey = (city: string) => city.toLocaleLowerCase('hu');
const pairKey = (zip: string, city: string) => `${zip}|${cityKey(city)}`;
const only = (counties: Set<string> | undefined) => (counties?.size === 1 ? [...counties][0] : null);

function addTo(map: Map<string, Set<string>>, key: string, county: string): void {
  const set = map.get(key) ?? new Set<string>();
  set.add(county);
  map.set(key, set);
}
