import { describe, expect, it } from 'vitest';
import { websiteHref } from './website-href';

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

