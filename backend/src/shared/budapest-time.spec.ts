import { budapestDay, budapestDayEnd, budapestDayStart, formatDay, formatMoment } from './budapest-time';

describe('the one clock (Budapest time)', () => {
  it('writes a moment as a person reads it, in Budapest time, from an ISO string, a date or milliseconds', () => {
    const at = '2026-11-26T20:05:00.000Z';
    expect(formatMoment(at)).toBe('2026. november 26. 21:05');
    expect(formatMoment(new Date(at))).toBe('2026. november 26. 21:05');
    expect(formatMoment(Date.parse(at))).toBe('2026. november 26. 21:05');
  });

  it('follows summer time', () => {
    expect(formatMoment('2026-07-06T19:05:00.000Z')).toBe('2026. július 6. 21:05');
  });

  it('names the Budapest day, which may not be the UTC day', () => {
    expect(formatDay('2026-11-26T23:30:00.000Z')).toBe('2026. november 27.');
    expect(budapestDay('2026-11-26T23:30:00.000Z')).toBe('2026-11-27');
    expect(budapestDay('2026-07-06T21:59:59.000Z')).toBe('2026-07-06');
    expect(budapestDay('2026-07-06T22:00:00.000Z')).toBe('2026-07-07');
  });

  it('answers nothing for what is not a moment', () => {
    expect(formatMoment('not a date')).toBe('');
    expect(formatDay('')).toBe('');
  });

  it('finds the first and last millisecond of a Budapest day, in winter, in summer and on the days the clocks change', () => {
    expect(budapestDayStart('2026-11-26').toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(budapestDayEnd('2026-11-26').toISOString()).toBe('2026-11-26T22:59:59.999Z');
    expect(budapestDayStart('2026-07-06').toISOString()).toBe('2026-07-05T22:00:00.000Z');
    // 29 March 2026: clocks go forward at 2:00, the day has 23 hours.
    expect(budapestDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(budapestDayEnd('2026-03-29').toISOString()).toBe('2026-03-29T21:59:59.999Z');
    // 25 October 2026: clocks go back at 3:00, the day has 25 hours.
    expect(budapestDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(budapestDayEnd('2026-10-25').toISOString()).toBe('2026-10-25T22:59:59.999Z');
    expect(budapestDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T22:59:59.999Z');
  });

  it('tells the Budapest day of any moment as Intl does, its offset remembered by the UTC hour (two years, every 7 minutes)', () => {
    const intlDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest', year: 'numeric', month: '2-digit', day: '2-digit' });
    const disagreeing: string[] = [];
    for (let at = Date.UTC(2025, 0, 1); at < Date.UTC(2027, 0, 1); at += 7 * 60_000) {
      if (budapestDay(at) !== intlDay.format(new Date(at))) disagreeing.push(new Date(at).toISOString());
    }
    expect(disagreeing).toEqual([]);
    expect(() => budapestDay('not a moment')).toThrow(RangeError);
  });
});
