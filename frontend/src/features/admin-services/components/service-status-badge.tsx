import { Badge } from '@fluentui/react-components';
import { huAdmin } from '@/i18n/hu-admin';
import { serviceListStatus } from '../lib/service-status';
import type { AdminServiceView } from '@backend/contract/admin-services';

const COLORS = { hidden: 'subtle', available: 'success', unavailable: 'warning' } as const;

/** SPEC §4 list chip: 'Rejtett', else 'Elérhető', else 'Nem elérhető'. */
export function ServiceStatusBadge({ service }: { service: Pick<AdminServiceView, 'hidden' | 'active'> }) {
  const status = serviceListStatus(service);
  return (
    <Badge appearance="tint" shape="rounded" color={COLORS[status]}>
      {huAdmin.adminServices.status[status]}
    </Badge>
  );
}
