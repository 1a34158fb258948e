import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DATA_DIR } from '../reference-data-dir';

/** Magyar Posta's postcode list (see reference-data/SOURCES.md): zip → the first settlement listed. */
export class PostcodeDirectory {
  private constructor(private readonly cities: ReadonlyMap<string, string>) {}

  /** Parses `zip,city` lines; a postcode shared by several settlements keeps the first one. */
  static fromCsv(csv: string): PostcodeDirectory {
    const cities = new Map<string, string>();
    for (const line of csv.replace(/^\uFEFF/, '').split(/\r?\n/).slice(1)) {
      const comma = line.indexOf(',');
      if (comma < 0) continue;
      const zip = line.slice(0, comma).trim();
      const city = line.slice(comma + 1).trim();
      if (zip && city && !cities.has(zip)) cities.set(zip, city);
    }
    return new PostcodeDirectory(cities);
  }

  /** Read once at boot; a missing file fails the start instead of answering 404 to every lookup. */
  static load(file = join(REFERENCE_DATA_DIR, 'hu-postcodes.csv')): PostcodeDirectory {
    return PostcodeDirectory.fromCsv(readFileSync(file, 'utf8'));
  }

  cityOf(zip: string): string | null {
    return this.cities.get(zip) ?? null;
  }

  get size(): number {
    return this.cities.size;
  }
}
