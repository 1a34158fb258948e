import { Badge } from '@fluentui/react-components';
import { SIGNUP_STATUS_TEXTS } from '@backend/modules/catalogue/domain/catalogue.member-words';
import type { SignupStatus } from '@backend/modules/catalogue/domain/signup-status';

const COLORS = { approved: 'success', rejected: 'danger', waitlisted: 'informative', awaiting: 'warning' } as const satisfies Record<SignupStatus, string>;

/**
 * Where a sign-up stands, the same chip everywhere: the sign-ups dialog and the user dialog (issue 41 §1)
 * and the member's own "Jelentkezéseim" on the club home (§9).
 */
export function SignupStatusBadge({ status }: { status: SignupStatus }) {
  return (
    <Badge appearance="tint" shape="rounded" color={COLORS[status]}>
      {SIGNUP_STATUS_TEXTS[status]}
    </Badge>
  );
}
