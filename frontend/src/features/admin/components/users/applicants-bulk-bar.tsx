import { useState } from 'react';
import { Body1, Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import { useAdminNotify } from '@/components/ui/admin-toaster';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorText } from '@/i18n/hu';
import { huAdmin } from '@/i18n/hu-admin';
import type { ApiErrorCode } from '@/lib/api-client';
import { useReviewUsers } from '../../api/review-users';
import { ExportUsersButton } from './export-users-button';
import { adminUserErrorText } from './use-user-actions';
import type { BulkReview, BulkReviewResult } from '@backend/contract/admin-users';
import type { CHOSEN_EXPORT_MAX } from '@backend/contract/common';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
  },
  count: { fontWeight: tokens.fontWeightSemibold, marginInlineEnd: tokens.spacingHorizontalS },
});

/** The contract's limit, written here as the bundle takes types only; the type fails if they differ. */
const EXPORT_MAX: typeof CHOSEN_EXPORT_MAX = 200;

/** How many were done and, for the rest, the first reason, in one line. */
function reviewSummary(action: BulkReview, { outcomes }: BulkReviewResult): { text: string; intent: 'success' | 'warning' } {
  const t = huAdmin.adminUsers.bulk;
  const refused = outcomes.flatMap((outcome) => ('error' in outcome ? [outcome.error] : []));
  const text = t.done[action](outcomes.length - refused.length);
  if (refused.length === 0) return { text, intent: 'success' };
  return { text: `${text} ${t.refused(refused.length, errorText(refused[0] as ApiErrorCode))}`, intent: 'warning' };
}

/**
 * Issue 41 §7: the ticked applicants activated, exported, or rejected after the app's own question (each is
 * mailed the decision; a reason is given one by one, from the row's menu).
 */
export function ApplicantsBulkBar({ selected, onClear }: { selected: string[]; onClear: () => void }) {
  const styles = useStyles();
  const t = huAdmin.adminUsers.bulk;
  const notify = useAdminNotify();
  const review = useReviewUsers();
  const [confirming, setConfirming] = useState(false);
  const run = (action: BulkReview) =>
    review.mutate(
      { action, userIds: selected },
      {
        onSuccess: (result) => {
          const { text, intent } = reviewSummary(action, result);
          notify(text, intent);
          setConfirming(false);
          onClear();
        },
        onError: (error) => {
          setConfirming(false);
          notify(adminUserErrorText(error), 'error');
        },
      },
    );
  return (
    <div className={styles.bar} role="group" aria-label={t.label}>
      <Body1 className={styles.count}>{t.selected(selected.length)}</Body1>
      <Button size="small" icon={<CheckmarkRegular />} disabledFocusable={review.isPending} onClick={() => run('activate')}>
        {t.activate}
      </Button>
      <Button size="small" icon={<DismissRegular />} disabledFocusable={review.isPending} onClick={() => setConfirming(true)}>
        {t.reject}
      </Button>
      {selected.length <= EXPORT_MAX ? <ExportUsersButton chosen={selected} /> : <Body1>{t.exportTooMany(EXPORT_MAX)}</Body1>}
      <Button size="small" appearance="subtle" disabledFocusable={review.isPending} onClick={onClear}>
        {t.clear}
      </Button>
      {review.isPending && <Spinner size="tiny" aria-label={t.working} />}
      <ConfirmDialog
        open={confirming}
        title={t.confirmReject(selected.length)}
        body={t.confirmRejectBody}
        confirmLabel={t.reject}
        cancelLabel={t.cancel}
        busy={review.isPending}
        onConfirm={() => run('reject')}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
