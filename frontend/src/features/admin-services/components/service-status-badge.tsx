import { Badge } from '@fluentui/react-components';
import { hu } from '@/i18n/hu';
import type { AdminService } from '../api/get-service-groups';
import { serviceListStatus } from '../lib/service-status';

const COLORS = { hidden: 'subtle', available: 'success', unavailable: 'warning' } as const;

/** SPEC §4 list chip: 'Rejtett', else 'Elérhető', else 'Nem elérhető'. */
export function ServiceStatusBadge({ service }: { service: Pick<AdminService, 'hidden' | 'active'> }) {
  const status = serviceListStatus(service);
  return (
    <Badge appearance="tint" shape="rounded" color={COLORS[status]}>
      {hu.adminServices.status[status]}
    </Badge>
  );
}
