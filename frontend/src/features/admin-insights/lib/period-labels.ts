import { huAdmin } from '@/i18n/hu-admin';
import { budapestDayStart, formatDay } from '@backend/shared/budapest-time';

const t = huAdmin.insights;
const parts = (day: string) => day.split('-').map(Number);

/** "2026-11" → "2026. november". */
export function monthLabel(month: string): string {
  const [year, number] = parts(month);
  return `${year}. ${t.months[number - 1]}`;
}

/** "2026-11" → "2026. nov.": an axis tick. */
export function monthTick(month: string): string {
  const [year, number] = parts(month);
  return `${year}. ${t.monthsShort[number - 1]}`;
}

/** "2026-W48" starting "2026-11-23" → "2026. 48. hét (2026. november 23.)". */
export function weekLabel(week: string, start: string): string {
  const [year, number] = week.split('-W');
  return t.growth.weekLabel(year, Number(number), dayLabel(start));
}

/** "2026-11-23" → "nov. 23.": an axis tick of a week. */
export function weekTick(start: string): string {
  const [, month, day] = parts(start);
  return `${t.monthsShort[month - 1]} ${day}.`;
}

/** "2026-11-23" → "2026. november 23.", the Budapest day as the rest of the site writes it. */
export function dayLabel(day: string): string {
  return formatDay(budapestDayStart(day));
}

/** Hours with at most one decimal, Hungarian style ("12,5"); a dash where nothing was reviewed. */
export function hoursLabel(hours: number | null): string {
  return hours === null ? '–' : hours.toLocaleString('hu-HU', { maximumFractionDigits: 1 });
}
