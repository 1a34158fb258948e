import { addDays, isCalendarDay, isoWeek, monthOf, periodEnd, periodsBetween, weekStart } from './calendar-periods';

describe('calendar periods', () => {
  it('knows a real calendar day from a look-alike', () => {
    expect(isCalendarDay('2026-11-27')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-11-27T10:00')).toBe(false);
    expect(isCalendarDay('27.11.2026')).toBe(false);
  });

  it('numbers ISO weeks, the first being the one with the year’s first Thursday', () => {
    expect(isoWeek('2026-11-27')).toBe('2026-W48');
    expect(isoWeek('2026-11-23')).toBe('2026-W48');
    expect(isoWeek('2026-11-22')).toBe('2026-W47');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
  });

  it('walks the weeks and months a span of days touches, across a clock change', () => {
    expect(periodsBetween('week', '2026-10-21', '2026-11-02')).toEqual([
      { period: '2026-W43', start: '2026-10-19' },
      { period: '2026-W44', start: '2026-10-26' },
      { period: '2026-W45', start: '2026-11-02' },
    ]);
    expect(periodsBetween('month', '2026-11-30', '2027-01-01').map((p) => p.period)).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(periodEnd('month', '2028-02-01')).toBe('2028-02-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(monthOf('2026-11-27')).toBe('2026-11');
  });
});
