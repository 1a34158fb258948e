import { describe, expect, it } from 'vitest';
import { formatDate, websiteHref } from './format';

describe('company website link (SPEC §5)', () => {
  it.each([
    ['pelda.hu', 'http://pelda.hu'],
    ['www.pelda.hu/karrier', 'http://www.pelda.hu/karrier'],
    ['http://pelda.hu', 'http://pelda.hu'],
    ['https://pelda.hu', 'https://pelda.hu'],
    [' https://pelda.hu ', 'https://pelda.hu'],
  ])('%s → %s', (website, href) => {
    expect(websiteHref(website)).toBe(href);
  });
});

describe('dates', () => {
  it('are written the Hungarian way, in Hungarian time', () => {
    expect(formatDate('2026-11-21T10:00:00.000Z')).toBe('2026. 11. 21.');
    expect(formatDate('2026-11-21T23:30:00.000Z')).toBe('2026. 11. 22.');
  });
});
