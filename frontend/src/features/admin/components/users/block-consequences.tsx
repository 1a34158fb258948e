import { Body1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { huAdmin } from '@/i18n/hu-admin';
import { useAdminUser } from '../../api/get-admin-user';
import type { JoinedServiceView } from '@backend/contract/admin-users';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

const names = (services: JoinedServiceView[]) => services.map((service) => `„${service.name}”`).join(', ');

/**
 * Issue 41 §1: what a block does to this member's places, read before staff confirm it — the seats it
 * frees, the waitlists it takes them off, and that their codes go with them.
 */
export function BlockConsequences({ userId }: { userId: string }) {
  const styles = useStyles();
  const t = huAdmin.adminUsers.block;
  const detail = useAdminUser(userId);
  if (detail.isPending) return <Spinner size="tiny" label={t.loading} />;
  if (detail.isError) return <Body1 as="p">{t.loadFailed}</Body1>;
  const live = detail.data.services.filter((service) => service.user_service.status !== 'rejected');
  if (live.length === 0) return <Body1 as="p">{t.noSignups}</Body1>;
  const seated = live.filter((service) => service.user_service.status !== 'waitlisted');
  const waitlisted = live.filter((service) => service.user_service.status === 'waitlisted');
  return (
    <ul className={styles.list} aria-label={t.consequences}>
      {seated.length > 0 && <li>{t.freesSeats(seated.length, names(seated))}</li>}
      {waitlisted.length > 0 && <li>{t.leavesWaitlists(waitlisted.length, names(waitlisted))}</li>}
      {seated.length > 0 && <li>{t.codesVoided}</li>}
    </ul>
  );
}
