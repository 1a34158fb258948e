import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, ErrorCircleFilled } from '@fluentui/react-icons';
import { huAdmin } from '@/i18n/hu-admin';
import { isSignupIncomplete, schoolOmMatches } from '../../lib/user-rules';
import { useTableStyles } from '@/components/ui/table-scroll';
import type { AdminUserView } from '@backend/contract/admin-users';

const useStyles = makeStyles({
  mark: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, whiteSpace: 'nowrap' },
  good: { color: tokens.colorPaletteGreenForeground1 },
  bad: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  icon: { flexShrink: 0, fontSize: '16px' },
  muted: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  incomplete: { color: tokens.colorPaletteMarigoldForeground2, fontStyle: 'italic' },
});

/** A value coloured by a check; the icon's label says the result to those who cannot see colour. */
function Checked({ value, ok, okLabel, badLabel, showOk }: { value: string; ok: boolean; okLabel: string; badLabel: string; showOk: boolean }) {
  const styles = useStyles();
  const label = ok ? okLabel : badLabel;
  return (
    <span className={mergeClasses(styles.mark, ok ? (showOk ? styles.good : undefined) : styles.bad)} title={label} data-check={ok ? 'ok' : 'bad'}>
      {ok && showOk && <CheckmarkCircleFilled className={styles.icon} role="img" aria-label={label} />}
      {!ok && <ErrorCircleFilled className={styles.icon} role="img" aria-label={label} />}
      {value || '–'}
    </span>
  );
}

/** SPEC §5: green when the typed OM id equals the chosen school's, otherwise red. */
export function SchoolOmCell({ user }: { user: AdminUserView }) {
  return (
    <Checked value={user.schoolOm} ok={schoolOmMatches(user)} okLabel={huAdmin.adminUsers.omMatches} badLabel={huAdmin.adminUsers.omMismatch} showOk />
  );
}

/** SPEC §5: red unless the education id's checksum passes. */
export function PersonalIdCell({ user }: { user: AdminUserView }) {
  return (
    <Checked
      value={user.personalId}
      ok={user.personalIdValid}
      okLabel={huAdmin.adminUsers.personalIdValid}
      badLabel={huAdmin.adminUsers.personalIdInvalid}
      showOk={false}
    />
  );
}

/** SPEC §5: an imported member who has not completed shows a note instead of a phone number. */
export function PhoneCell({ user }: { user: AdminUserView }) {
  const styles = useStyles();
  if (isSignupIncomplete(user)) return <span className={styles.incomplete}>{huAdmin.adminUsers.incompleteSignup}</span>;
  return <span className={styles.mark}>{user.phone}</span>;
}

/** Name over e-mail: one column for both keeps the table narrow enough for a laptop. */
export function NameCell({ user }: { user: AdminUserView }) {
  const styles = useTableStyles();
  return (
    <>
      <span className={styles.name}>{user.fullName}</span>
      <span className={styles.secondary}>{user.email}</span>
    </>
  );
}

export function SchoolCell({ user }: { user: AdminUserView }) {
  const styles = useStyles();
  if (!user.school) return <span className={styles.muted}>{huAdmin.adminUsers.noSchool}</span>;
  return <>{user.school.name}</>;
}
