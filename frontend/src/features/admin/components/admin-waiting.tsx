import { Body1, Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { PageSection } from '@/components/ui/page-section';
import { QueryFallback } from '@/components/ui/query-state';
import { RouterLink } from '@/components/ui/router-link';
import { adminCompaniesHref, adminSignupsHref, paths } from '@/config/paths';
import { hu } from '@/i18n/hu';
import { huAdmin } from '@/i18n/hu-admin';
import type { AdminWaiting as Waiting } from '@backend/contract/admin-stats';
import { useAdminWaiting } from '../api/get-admin-waiting';

const useStyles = makeStyles({
  list: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalS },
  count: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1, minWidth: '3ch', textAlign: 'end' },
  services: {
    margin: 0,
    paddingInlineStart: `calc(3ch + ${tokens.spacingHorizontalS})`,
    listStyle: 'none',
    flexBasis: '100%',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  /** WCAG 2.5.8: each link a target of at least 24 px, the list's lines close together. */
  link: { minHeight: '24px', display: 'inline-flex', alignItems: 'center' },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
});

const numberFormat = new Intl.NumberFormat('hu-HU');

/** The kinds of work, in the order staff meet them, each with the list it opens. */
const ROWS = [
  { key: 'applicants', to: paths.admin.users },
  { key: 'companiesToAnswer', to: adminCompaniesHref('new') },
  { key: 'profileChecksPending', to: paths.admin.users },
] as const;

/**
 * Issue 41 §6: what waits for staff — applicants, sign-ups to approve per service, companies not yet
 * answered, data checks not yet done — each a link to the list that does it. The counts follow the
 * live notices (they share the stats' query key).
 */
export function AdminWaiting() {
  const styles = useStyles();
  const t = huAdmin.adminDashboard.waiting;
  const waiting = useAdminWaiting();
  return (
    <PageSection title={t.title}>
      {waiting.data ? (
        nothingWaits(waiting.data) ? (
          <Body1 as="p" className={styles.empty}>
            {t.nothing}
          </Body1>
        ) : (
          <WaitingList waiting={waiting.data} />
        )
      ) : waiting.isError ? (
        <QueryFallback query={waiting} failed={t.failed} />
      ) : (
        <Skeleton aria-label={hu.common.loading}>
          <SkeletonItem />
        </Skeleton>
      )}
    </PageSection>
  );
}

const nothingWaits = (waiting: Waiting) => ROWS.every(({ key }) => waiting[key] === 0) && waiting.signupsToDecide.length === 0;

function WaitingList({ waiting }: { waiting: Waiting }) {
  const styles = useStyles();
  const t = huAdmin.adminDashboard.waiting;
  const signups = waiting.signupsToDecide.reduce((sum, service) => sum + service.count, 0);
  const rows = ROWS.filter(({ key }) => waiting[key] > 0);
  return (
    <ul className={styles.list} aria-label={t.title}>
      {rows.map(({ key, to }) => (
        <li key={key} className={styles.item}>
          <span className={styles.count}>{numberFormat.format(waiting[key])}</span>
          <RouterLink to={to} className={styles.link}>
            {t[key]}
          </RouterLink>
        </li>
      ))}
      {signups > 0 && (
        <li className={styles.item}>
          <span className={styles.count}>{numberFormat.format(signups)}</span>
          <Body1>{t.signupsToDecide}</Body1>
          <ul className={styles.services} aria-label={t.signupsToDecide}>
            {waiting.signupsToDecide.map((service) => (
              <li key={service.serviceId} className={styles.item}>
                <span className={styles.count}>{numberFormat.format(service.count)}</span>
                <RouterLink to={adminSignupsHref(service.serviceId, 'awaiting')} className={styles.link}>
                  {service.name}
                </RouterLink>
              </li>
            ))}
          </ul>
        </li>
      )}
    </ul>
  );
}
