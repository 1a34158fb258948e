import type { InsightsQuery } from '../../../contract/insights';
import { budapestDay } from '../../../shared/budapest-time';
import { FieldError, ValidationFailed } from '../../../shared/domain-error';

/** The days a request asks about, each a Budapest day `YYYY-MM-DD`, checked against each other and today. */
export interface InsightsRange {
  from: string;
  to: string;
  /** Null: the figures as they are now. */
  asOf: string | null;
}

/** Before this the club did not exist; a period reaching further back is a typo, not a question. */
export const EARLIEST_DAY = '2000-01-01';

/**
 * The period of a request: `to` defaults to `asOf` (or today), `from` to the log's first day (never
 * after `to`). Days in the future and a period running backwards are field errors (400), like the
 * format the DTO already checked.
 */
export function insightsRange(query: InsightsQuery, now: Date, firstDay: string | null): InsightsRange {
  const today = budapestDay(now);
  const errors: FieldError[] = [];
  const asOf = query.asOf ?? null;
  if (asOf !== null && asOf > today) errors.push({ field: 'asOf', code: 'max' });
  if (query.to !== undefined && query.to > today) errors.push({ field: 'to', code: 'max' });
  for (const field of ['from', 'to', 'asOf'] as const) {
    const day = query[field];
    if (day !== undefined && day < EARLIEST_DAY) errors.push({ field, code: 'min' });
  }
  const to = query.to ?? asOf ?? today;
  const from = query.from ?? (firstDay !== null && firstDay < to ? firstDay : to);
  if (errors.length === 0 && from > to) errors.push({ field: 'from', code: 'max' }, { field: 'to', code: 'min' });
  if (errors.length > 0) throw new ValidationFailed(errors);
  return { from, to, asOf };
}

/** The last day the figures stand at: `asOf`, else every day there is (the read models hold nothing later). */
export const standingDay = (range: InsightsRange): string => range.asOf ?? '9999-12-31';

/** Whether a step taken on `day` (a Budapest day, null: not taken) counts: on one of the range's days, and by the day the figures stand at. */
export const countsIn = (range: InsightsRange, day: string | null): day is string =>
  day !== null && day >= range.from && day <= range.to && day <= standingDay(range);
