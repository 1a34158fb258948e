import { describe, expect, it } from 'vitest';
import { exportSearch, filtersFromSearch, insightsQueryOf, searchFromFilters } from './insights-filters';
import { monthLabel, weekLabel, weekTick } from './period-labels';

describe('the insights address', () => {
  it('reads the days as written (a malformed one goes to the server, which names it) and the period', () => {
    const filters = filtersFromSearch(new URLSearchParams('from=2026-09-01&asOf=2026-13-45&period=week'));
    expect(filters).toEqual({ from: '2026-09-01', to: undefined, asOf: '2026-13-45', period: 'week' });
    expect(insightsQueryOf(filters)).toEqual({ from: '2026-09-01', to: undefined, asOf: '2026-13-45' });
    expect(filtersFromSearch(new URLSearchParams('period=year')).period).toBe('month');
  });

  it('writes back only what was chosen, months being the default', () => {
    expect(searchFromFilters({ from: '2026-09-01', asOf: '2026-11-20', period: 'month' }).toString()).toBe('from=2026-09-01&asOf=2026-11-20');
    expect(searchFromFilters({ period: 'week' }).toString()).toBe('period=week');
  });

  it("exports a section with the screen's days, and the growth chart with its period", () => {
    const filters = { from: '2026-09-01', to: '2026-11-20', asOf: '2026-11-20', period: 'week' as const };
    expect(exportSearch('growth', filters)).toBe('?section=growth&from=2026-09-01&to=2026-11-20&asOf=2026-11-20&period=week');
    expect(exportSearch('review', { period: 'month' })).toBe('?section=review');
  });
});

describe('the period labels', () => {
  it('name months and ISO weeks in Hungarian, the week by its first Budapest day', () => {
    expect(monthLabel('2026-11')).toBe('2026. november');
    expect(weekLabel('2026-W48', '2026-11-23')).toBe('2026. 48. hét (2026. november 23.)');
    expect(weekTick('2026-03-30')).toBe('márc. 30.');
  });
});
