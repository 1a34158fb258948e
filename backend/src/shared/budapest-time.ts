/**
 * The one clock a person reads (issue 21 §4): every moment shown on a screen, in an export, in a mail
 * or in the offline note is Budapest time, written one way, whatever the device's or the server's time
 * zone. The server and the frontend both format through this file.
 *
 * The formatters are built on first use, not when a module loads: the first one a page builds loads the
 * locale's data, tens of milliseconds on a phone, and most pages that may show a moment never do.
 */
export const SITE_TIME_ZONE = 'Europe/Budapest';

let momentFormat: Intl.DateTimeFormat | undefined;
let dayFormat: Intl.DateTimeFormat | undefined;
let partsFormat: Intl.DateTimeFormat | undefined;

const toDate = (at: string | number | Date) => (at instanceof Date ? at : new Date(at));
const valid = (date: Date) => !Number.isNaN(date.getTime());

/** "2026. november 26. 21:05": a moment as a person reads it; '' for what is not a moment. */
export function formatMoment(at: string | number | Date): string {
  const date = toDate(at);
  if (!valid(date)) return '';
  momentFormat ??= new Intl.DateTimeFormat('hu-HU', { dateStyle: 'long', timeStyle: 'short', timeZone: SITE_TIME_ZONE });
  return momentFormat.format(date);
}

/** "2026. november 26.": the Budapest day of a moment, as a person reads it; '' for what is not a moment. */
export function formatDay(at: string | number | Date): string {
  const date = toDate(at);
  if (!valid(date)) return '';
  dayFormat ??= new Intl.DateTimeFormat('hu-HU', { dateStyle: 'long', timeZone: SITE_TIME_ZONE });
  return dayFormat.format(date);
}

/** The Budapest wall clock at a moment, as numbers. */
function wallClock(date: Date): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  partsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  });
  const parts = Object.fromEntries(partsFormat.formatToParts(date).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

/** How far Budapest's clock is ahead of UTC at a moment, in milliseconds (one or two hours). */
function offsetAt(date: Date): number {
  const wall = wallClock(date);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(date.getTime() / 1000) * 1000;
}

const HOUR_MS = 3_600_000;
/** Budapest's offset by UTC hour: its clocks change on a whole UTC hour (01:00), so one hour has one offset. */
const offsetByUtcHour = new Map<number, number>();

/**
 * "2026-11-26": the Budapest calendar day of a moment (date fields, day ranges). The offset is asked of
 * Intl once per UTC hour and remembered (issue 40: a rebuild or a count over a whole club calls this
 * per event; one Intl call each was most of the insights' time). Remembering by whole hours also
 * leaves out the offsets' seconds, which Budapest has not had since 1890.
 */
export function budapestDay(at: string | number | Date): string {
  const time = toDate(at).getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const hour = Math.floor(time / HOUR_MS);
  let offset = offsetByUtcHour.get(hour);
  if (offset === undefined) {
    // A century of hours is under a million entries; a caller walking further than that starts afresh.
    if (offsetByUtcHour.size >= 1_000_000) offsetByUtcHour.clear();
    offset = offsetAt(new Date(hour * HOUR_MS));
    offsetByUtcHour.set(hour, offset);
  }
  return new Date(time + offset).toISOString().slice(0, 10);
}

/**
 * The first millisecond of a Budapest day ("2026-11-26" → 2026-11-25T23:00:00.000Z). Budapest changes
 * its clocks at 2 or 3 at night, so midnight always exists once.
 */
export function budapestDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const midnightUtc = Date.UTC(year, month - 1, date);
  const guess = midnightUtc - offsetAt(new Date(midnightUtc));
  return new Date(midnightUtc - offsetAt(new Date(guess)));
}

/** The last millisecond of a Budapest day. */
export function budapestDayEnd(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
  return new Date(budapestDayStart(next).getTime() - 1);
}
