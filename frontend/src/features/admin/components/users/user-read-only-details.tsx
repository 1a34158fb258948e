import { useId } from 'react';
import { Checkbox, Input, makeStyles, tokens } from '@fluentui/react-components';
import { FormField } from '@/components/ui/form-field';
import { huAdmin } from '@/i18n/hu-admin';
import { formatDay } from '@backend/shared/budapest-time';
import { statusText } from '../../lib/user-rules';
import type { AdminUserView } from '@backend/contract/admin-users';

const useStyles = makeStyles({
  box: {
    border: 'none',
    margin: 0,
    minWidth: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalS, fontWeight: tokens.fontWeightSemibold },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    '@media (max-width: 599px)': { gridTemplateColumns: '1fr' },
  },
  wide: { gridColumn: '1 / -1' },
  levels: { gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  levelsTitle: { width: '100%' },
});

/** The five read-only school levels of SPEC §3 (idenErettsegi is not among them). */
const LEVELS = ['altalanosIskola', 'gimnazium', 'szakgimnazium', 'szakmaiTargy', 'felsooktatas'] as const;

/** SPEC §5: school, education id, registration date, status and school levels are read-only. */
export function UserReadOnlyDetails({ user }: { user: AdminUserView }) {
  const styles = useStyles();
  const t = huAdmin.adminUsers.edit;
  const levelsId = useId();
  const readOnly = (label: string, value: string, className?: string) => (
    <FormField label={label} className={className}>
      <Input readOnly appearance="filled-lighter" value={value} />
    </FormField>
  );
  return (
    <fieldset className={styles.box}>
      <legend className={styles.legend}>{t.readOnly}</legend>
      <div className={styles.grid}>
        {readOnly(t.school, user.school ? `${user.school.name} (OM ${user.school.om})` : huAdmin.adminUsers.noSchool, styles.wide)}
        {readOnly(t.schoolOm, user.schoolOm)}
        {readOnly(t.personalId, user.personalId)}
        {readOnly(t.createdAt, formatDay(user.createdAt))}
        {readOnly(t.status, statusText(user))}
        {user.activated && user.needsProfileCheck && readOnly(huAdmin.adminUsers.profileCheck.title, huAdmin.adminUsers.profileCheck.pendingDetail, styles.wide)}
        <div className={styles.levels} role="group" aria-labelledby={levelsId}>
          <span id={levelsId} className={styles.levelsTitle}>
            {t.levels}
          </span>
          {LEVELS.map((level) => (
            <Checkbox key={level} label={t.levelLabels[level]} checked={user[level]} disabled />
          ))}
        </div>
      </div>
    </fieldset>
  );
}
