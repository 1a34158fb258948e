import type { AdminServiceView } from '@backend/contract/admin-services';

export type ServiceListStatus = 'hidden' | 'available' | 'unavailable';

/** SPEC §4 list chip: Hidden when hidden, else Available when active, else Not available. */
export function serviceListStatus({ hidden, active }: Pick<AdminServiceView, 'hidden' | 'active'>): ServiceListStatus {
  if (hidden) return 'hidden';
  return active ? 'available' : 'unavailable';
}
