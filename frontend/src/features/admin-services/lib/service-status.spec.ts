import { describe, expect, it } from 'vitest';
import { serviceListStatus } from './service-status';

describe('the list chip of a service (SPEC §4)', () => {
  it.each([
    { hidden: true, active: true, status: 'hidden' },
    { hidden: true, active: false, status: 'hidden' },
    { hidden: false, active: true, status: 'available' },
    { hidden: false, active: false, status: 'unavailable' },
  ] as const)('hidden $hidden, active $active → $status', ({ hidden, active, status }) => {
    expect(serviceListStatus({ hidden, active })).toBe(status);
  });
});
