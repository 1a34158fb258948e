import { Body1, Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { tileGrid } from '@/components/ui/tile-grid';
import { QueryFallback } from '@/components/ui/query-state';
import { hu } from '@/i18n/hu';
import { huAdmin } from '@/i18n/hu-admin';
import type { AdminStats as Stats } from '@backend/contract/admin-stats';
import { useAdminStats } from '../api/get-admin-stats';

const useStyles = makeStyles({
  grid: {
    ...tileGrid(3),
    marginBottom: tokens.spacingVerticalXXL,
    '@media (max-width: 599px)': { gridTemplateColumns: '1fr', gap: tokens.spacingVerticalS },
  },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
    '@media (max-width: 599px)': {
      flexDirection: 'row',
      alignItems: 'baseline',
      flexWrap: 'wrap',
      columnGap: tokens.spacingHorizontalS,
      paddingBlock: tokens.spacingVerticalM,
    },
  },
  label: { fontWeight: tokens.fontWeightSemibold },
  value: {
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
    '@media (max-width: 599px)': { order: -1, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  },
  hint: { color: tokens.colorNeutralForeground2 },
  skeleton: { width: '4ch', height: tokens.lineHeightHero800 },
  error: { marginBottom: tokens.spacingVerticalXXL },
});

const KEYS: Array<keyof Stats> = ['userCount', 'userServiceCount', 'companyCount'];
const numberFormat = new Intl.NumberFormat('hu-HU');

/** SPEC §2 /klub/admin: counts of teachers, sign-ups and companies. */
export function AdminStats() {
  const styles = useStyles();
  const stats = useAdminStats();
  if (stats.isError && !stats.data) return <QueryFallback query={stats} failed={huAdmin.adminDashboard.statsFailed} className={styles.error} />;
  return (
    <ul className={styles.grid} aria-label={huAdmin.adminDashboard.statsLabel} aria-busy={stats.isPending}>
      {KEYS.map((key) => {
        const { label, hint } = huAdmin.adminDashboard.stats[key];
        return (
          <li key={key} className={styles.tile}>
            <Body1 className={styles.label}>{label}</Body1>
            {stats.data ? (
              <span className={styles.value}>{numberFormat.format(stats.data[key])}</span>
            ) : (
              <Skeleton aria-label={hu.common.loading}>
                <SkeletonItem className={styles.skeleton} />
              </Skeleton>
            )}
            <Body1 className={styles.hint}>{hint}</Body1>
          </li>
        );
      })}
    </ul>
  );
}
