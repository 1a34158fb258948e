import type { InsightsQuery } from '@backend/contract/insights';
import type { InsightsSection } from '@backend/modules/insights/domain/insights.texts';

/** The growth chart's two bucket sizes; the export takes the same word (`period=week|month`). */
export type GrowthPeriod = 'week' | 'month';

/**
 * The screen's choices as the address keeps them (`?from=&to=&asOf=&period=`), so a view can be
 * reloaded, shared and stepped back to. The days go to the server as they are written: a malformed one
 * comes back as the server's field error under its picker, not silently dropped.
 */
export interface InsightsFilters extends InsightsQuery {
  period: GrowthPeriod;
}

export function filtersFromSearch(search: URLSearchParams): InsightsFilters {
  const day = (key: keyof InsightsQuery) => search.get(key) || undefined;
  return { from: day('from'), to: day('to'), asOf: day('asOf'), period: search.get('period') === 'week' ? 'week' : 'month' };
}

export function searchFromFilters(filters: InsightsFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['from', 'to', 'asOf'] as const) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  if (filters.period === 'week') search.set('period', 'week');
  return search;
}

/** What GET /api/admin/insights is asked: the days only (the period picks among series it already sends). */
export function insightsQueryOf({ from, to, asOf }: InsightsFilters): InsightsQuery {
  return { from, to, asOf };
}

/** The query string of a section's XLSX export: the same days (and the growth chart's period) as the screen shows. */
export function exportSearch(section: InsightsSection, filters: InsightsFilters): string {
  const search = new URLSearchParams({ section });
  for (const [key, value] of Object.entries(insightsQueryOf(filters))) if (value) search.set(key, value);
  if (section === 'growth') search.set('period', filters.period);
  return `?${search.toString()}`;
}

/** `?from=…` for the API call, '' without any day. */
export function queryString(query: InsightsQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}
