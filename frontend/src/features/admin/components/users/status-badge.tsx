import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { AdminUser } from '../../api/get-admin-users';
import { statusText } from '../../lib/user-rules';

function color(user: AdminUser): BadgeProps['color'] {
  if (user.rejected) return 'danger';
  if (user.activated) return user.registered ? 'success' : 'warning';
  return 'informative';
}

/** SPEC §3 status text, tinted by state. */
export function StatusBadge({ user }: { user: AdminUser }) {
  return (
    <Badge appearance="tint" shape="rounded" color={color(user)}>
      {statusText(user)}
    </Badge>
  );
}
