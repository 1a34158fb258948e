import { Badge } from '@fluentui/react-components';
import { huAdmin } from '@/i18n/hu-admin';
import type { SignupStatus } from '@backend/modules/catalogue/domain/signup-status';

const COLORS = { approved: 'success', rejected: 'danger', waitlisted: 'informative', awaiting: 'warning' } as const satisfies Record<SignupStatus, string>;

/** Where a sign-up stands, as every admin screen shows it: the sign-ups dialog and the user dialog (issue 41 §1). */
export function SignupStatusBadge({ status }: { status: SignupStatus }) {
  return (
    <Badge appearance="tint" shape="rounded" color={COLORS[status]}>
      {huAdmin.adminServices.signups.status[status]}
    </Badge>
  );
}
