/**
 * Calendar periods of Budapest days written `YYYY-MM-DD` (see budapest-time.ts for turning a moment into
 * its day): ISO weeks (`2026-W48`, Monday to Sunday, the week of the year's first Thursday is week 1) and
 * months (`2026-11`). Pure date arithmetic on UTC noon, so no time zone or clock change can move a day.
 */
export type PeriodKind = 'week' | 'month';

export interface Period {
  /** `2026-W48` or `2026-11`. */
  period: string;
  /** Its first day. */
  start: string;
}

const DAY_MS = 86_400_000;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const asDate = (day: string) => new Date(`${day}T12:00:00.000Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** A real calendar day written `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = asDate(value);
  return !Number.isNaN(date.getTime()) && dayOf(date) === value;
}

export function addDays(day: string, days: number): string {
  return dayOf(new Date(asDate(day).getTime() + days * DAY_MS));
}

/** The Monday of a day's ISO week. */
export function weekStart(day: string): string {
  const weekday = (asDate(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** `2026-W48`: the ISO week a day belongs to (its year is the year of the week's Thursday). */
export function isoWeek(day: string): string {
  const thursday = addDays(weekStart(day), 3);
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor((asDate(thursday).getTime() - asDate(`${year}-01-01`).getTime()) / DAY_MS / 7) + 1;
  return `${year}-W${pad(week)}`;
}

/** `2026-11`. */
export const monthOf = (day: string): string => day.slice(0, 7);

export function periodOf(kind: PeriodKind, day: string): Period {
  return kind === 'week' ? { period: isoWeek(day), start: weekStart(day) } : { period: monthOf(day), start: `${monthOf(day)}-01` };
}

/** The last day of a period that starts on `start`. */
export function periodEnd(kind: PeriodKind, start: string): string {
  if (kind === 'week') return addDays(start, 6);
  const [year, month] = start.split('-').map(Number);
  return dayOf(new Date(Date.UTC(year, month, 0, 12)));
}

/** Every week or month that touches the days `from`…`to` (inclusive), in order. */
export function periodsBetween(kind: PeriodKind, from: string, to: string): Period[] {
  const periods: Period[] = [];
  for (let current = periodOf(kind, from); current.start <= to; current = periodOf(kind, addDays(periodEnd(kind, current.start), 1))) {
    periods.push(current);
  }
  return periods;
}
