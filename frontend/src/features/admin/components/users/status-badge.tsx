import { Badge, type BadgeProps } from '@fluentui/react-components';
import { statusText } from '../../lib/user-rules';
import type { AdminUserView } from '@backend/contract/admin-users';

function color(user: AdminUserView): BadgeProps['color'] {
  if (user.rejected) return 'danger';
  if (user.activated) return user.registered ? 'success' : 'warning';
  return 'informative';
}

/** SPEC §3 status text, tinted by state. */
export function StatusBadge({ user }: { user: AdminUserView }) {
  return (
    <Badge appearance="tint" shape="rounded" color={color(user)}>
      {statusText(user)}
    </Badge>
  );
}
