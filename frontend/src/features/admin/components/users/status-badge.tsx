import { Badge, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import { huAdmin } from '@/i18n/hu-admin';
import { statusText } from '../../lib/user-rules';
import type { AdminUserView } from '@backend/contract/admin-users';

function color(user: AdminUserView): BadgeProps['color'] {
  if (user.rejected) return 'danger';
  if (user.activated) return user.registered ? 'success' : 'warning';
  return 'informative';
}

const useStyles = makeStyles({
  chips: { display: 'inline-flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** SPEC §3 status text, tinted by state; beside it, while a data check waits on the member, that it does (issue 41 §3). */
export function StatusBadge({ user }: { user: AdminUserView }) {
  const styles = useStyles();
  const status = (
    <Badge appearance="tint" shape="rounded" color={color(user)}>
      {statusText(user)}
    </Badge>
  );
  if (!(user.activated && user.needsProfileCheck)) return status;
  return (
    <span className={styles.chips}>
      {status}
      <Badge appearance="outline" shape="rounded" color="warning">
        {huAdmin.adminUsers.profileCheck.pending}
      </Badge>
    </span>
  );
}
