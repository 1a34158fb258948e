import { Button, Caption1, Checkbox, TableCell, TableRow, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, DeleteRegular, DismissRegular, ArrowUndoRegular } from '@fluentui/react-icons';
import { huAdmin } from '@/i18n/hu-admin';
import { formatMoment } from '@backend/shared/budapest-time';
import { SignupStatusBadge } from '@/components/ui/signup-status-badge';
import { radioTextKey, type RadioValue } from '../../lib/service-form';
import { SIGNUP_TINTS, signupStatus } from '../../lib/signup-status';
import { PHONE } from './phone';
import type { SignupActions } from './use-signup-actions';
import type { AdminServiceDetailView, SignupRowView } from '@backend/contract/admin-services';

const useStyles = makeStyles({
  // SPEC §4 tints, strong enough to tell apart at a glance; hovering does not change them.
  green: { backgroundColor: tokens.colorPaletteGreenBackground2, ':hover': { backgroundColor: tokens.colorPaletteGreenBackground2 } },
  red: { backgroundColor: tokens.colorPaletteRedBackground2, ':hover': { backgroundColor: tokens.colorPaletteRedBackground2 } },
  grey: { backgroundColor: tokens.colorNeutralBackground5, ':hover': { backgroundColor: tokens.colorNeutralBackground5 } },
  none: {},
  row: {
    [PHONE]: {
      display: 'flex',
      flexDirection: 'column',
      gap: tokens.spacingVerticalXXS,
      paddingBlock: tokens.spacingVerticalS,
      paddingInline: tokens.spacingHorizontalS,
    },
  },
  cell: { paddingBlock: tokens.spacingVerticalS, verticalAlign: 'top', [PHONE]: { display: 'block', height: 'auto', paddingBlock: 0, paddingInline: 0 } },
  /** The column's name in front of a value, on a phone only (the header row is hidden there). */
  phoneLabel: { display: 'none', [PHONE]: { display: 'inline', color: tokens.colorNeutralForeground2 } },
  /** An empty value (no answer, no code) takes no line on a phone. */
  phoneHidden: { [PHONE]: { display: 'none' } },
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  name: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground2 },
  nowrap: { whiteSpace: 'nowrap' },
  code: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'nowrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'nowrap', [PHONE]: { flexWrap: 'wrap', paddingBlockStart: tokens.spacingVerticalXS } },
});


interface SignupTableRowProps {
  row: SignupRowView;
  service: Pick<AdminServiceDetailView, 'type' | 'radio1Text' | 'radio2Text' | 'radio3Text' | 'radio4Text' | 'radio5Text'>;
  actions: SignupActions;
  /** Ticked for a bulk decision (issue 41 §7). */
  selected: boolean;
  onSelect: (userId: string) => void;
}

/** One sign-up: who, when, its state and who decided, the radio answer, the code, and the decisions. */
export function SignupTableRow({ row, service, actions, selected, onSelect }: SignupTableRowProps) {
  const styles = useStyles();
  const t = huAdmin.adminServices.signups;
  const status = signupStatus(row);
  const tint = SIGNUP_TINTS[status];
  const busy = actions.pendingUserId === row.userId;
  const decidedBy = row.rejected && row.rejectedByName ? t.rejectedBy(row.rejectedByName) : row.approved && row.approvedByName ? t.approvedBy(row.approvedByName) : null;
  // A coupon service whose pool ran dry: the code follows once codes are added.
  const code = row.code ?? (service.type === 1 && row.approved ? t.noCode : null);
  const answer = row.radioAnswer ? t.answer(row.radioAnswer, service[radioTextKey(row.radioAnswer as RadioValue)] ?? '') : '–';
  return (
    <TableRow role="row" className={mergeClasses(styles.row, styles[tint])} data-tint={tint} data-windowed-row>
      <TableCell role="cell" className={styles.cell}>
        <Checkbox aria-label={t.select(row.fullName)} checked={selected} onChange={() => onSelect(row.userId)} />
      </TableCell>
      <TableCell role="cell" className={styles.cell}>
        <div className={styles.stack}>
          <Text className={styles.name}>{row.fullName}</Text>
          <Caption1 className={styles.muted}>{row.email}</Caption1>
          {row.nickName && <Caption1 className={styles.muted}>{row.nickName}</Caption1>}
        </div>
      </TableCell>
      <TableCell role="cell" className={mergeClasses(styles.cell, styles.nowrap)}>
        <span className={styles.phoneLabel}>{t.columns.createdAt}: </span>
        {formatMoment(row.createdAt)}
      </TableCell>
      <TableCell role="cell" className={styles.cell}>
        <div className={styles.stack}>
          <SignupStatusBadge status={status} />
          {row.onWaitlist && row.waitlistPriority && <Caption1>{t.priority}</Caption1>}
          {decidedBy && <Caption1 className={styles.muted}>{decidedBy}</Caption1>}
        </div>
      </TableCell>
      <TableCell role="cell" className={mergeClasses(styles.cell, !row.radioAnswer && styles.phoneHidden)}>
        <span className={styles.phoneLabel}>{t.columns.answer}: </span>
        {answer}
      </TableCell>
      <TableCell role="cell" className={mergeClasses(styles.cell, !code && styles.phoneHidden)}>
        <span className={styles.phoneLabel}>{t.columns.code}: </span>
        <span className={row.code ? styles.code : undefined}>{code ?? '–'}</span>
      </TableCell>
      <TableCell role="cell" className={styles.cell}>
        <div className={styles.actions}>
          <Button size="small" icon={<CheckmarkRegular />} aria-label={t.approveLabel(row.fullName)} disabledFocusable={busy} onClick={() => actions.approve(row)}>
            {t.approve}
          </Button>
          <Button size="small" icon={<DismissRegular />} aria-label={t.rejectLabel(row.fullName)} disabledFocusable={busy} onClick={() => actions.reject(row)}>
            {t.reject}
          </Button>
          {row.approved && (
            <Button size="small" icon={<ArrowUndoRegular />} aria-label={t.unapproveLabel(row.fullName)} disabledFocusable={busy} onClick={() => actions.unapprove(row)}>
              {t.unapprove}
            </Button>
          )}
          <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={t.deleteLabel(row.fullName)} disabledFocusable={busy} onClick={() => actions.remove(row)} />
        </div>
      </TableCell>
    </TableRow>
  );
}
