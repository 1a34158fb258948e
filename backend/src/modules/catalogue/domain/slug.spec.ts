import { slugify } from './slug';

describe('slugify (SPEC §4 sub-page URL)', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(slugify('Python Alapok Tanároknak')).toBe('python-alapok-tanaroknak');
  });

  it('removes every Hungarian accent, the long ones too', () => {
    expect(slugify('Árvíztűrő tükörfúrógép ŐŰ')).toBe('arvizturo-tukorfurogep-ou');
  });

  it('removes punctuation', () => {
    expect(slugify('Webfejlesztés: HTML, CSS & JS (2026)!')).toBe('webfejlesztes-html-css-js-2026');
  });

  it('collapses runs of spaces and hyphens and trims them at the ends', () => {
    expect(slugify('  Felhő –  alapok -- vizsga  ')).toBe('felho-alapok-vizsga');
  });

  it("falls back to 'uj-szolgaltatas' when nothing usable is left", () => {
    expect(slugify('')).toBe('uj-szolgaltatas');
    expect(slugify('  ?!  ')).toBe('uj-szolgaltatas');
  });

  it('slugs the default service name to the default slug', () => {
    expect(slugify('Új szolgáltatás')).toBe('uj-szolgaltatas');
  });
});
