import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('writes a moment in full, in Hungarian, from a date, an ISO string or milliseconds alike', () => {
    const at = new Date(2026, 10, 26, 14, 5);
    expect(formatDateTime(at)).toBe('2026. november 26. 14:05');
    expect(formatDateTime(at.toISOString())).toBe('2026. november 26. 14:05');
    expect(formatDateTime(at.getTime())).toBe('2026. november 26. 14:05');
  });
});
