import { onDay, recordOnDay } from './by-day';

describe('values kept by the day they changed', () => {
  it('keeps the last value of a day, and tells the value at the end of any day', () => {
    let names = recordOnDay([], { day: '2026-09-01', name: 'A' });
    names = recordOnDay(names, { day: '2026-09-05', name: 'B' });
    names = recordOnDay(names, { day: '2026-09-05', name: 'C' });
    expect(names).toEqual([{ day: '2026-09-01', name: 'A' }, { day: '2026-09-05', name: 'C' }]);
    expect([onDay(names, '2026-08-31'), onDay(names, '2026-09-04')?.name, onDay(names, '2026-09-05')?.name, onDay(names, '2030-01-01')?.name]).toEqual([null, 'A', 'C', 'C']);
  });
});
