import { useState } from 'react';
import { Body1, Button, Spinner } from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import { useAdminNotify } from '@/components/ui/admin-toaster';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorText } from '@/i18n/hu';
import { BulkActionBar } from '@/components/ui/bulk-action-bar';
import { CHOSEN_EXPORT_LIMIT } from '@/lib/chosen-export';
import { huAdmin } from '@/i18n/hu-admin';
import type { ApiErrorCode } from '@/lib/api-client';
import { useReviewUsers } from '../../api/review-users';
import { ExportUsersButton } from './export-users-button';
import { adminUserErrorText } from './use-user-actions';
import type { BulkReview, BulkReviewResult } from '@backend/contract/admin-users';

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
    <BulkActionBar label={t.label} summary={t.selected(selected.length)}>
      <Button size="small" icon={<CheckmarkRegular />} disabledFocusable={review.isPending} onClick={() => run('activate')}>
        {t.activate}
      </Button>
      <Button size="small" icon={<DismissRegular />} disabledFocusable={review.isPending} onClick={() => setConfirming(true)}>
        {t.reject}
      </Button>
      {selected.length <= CHOSEN_EXPORT_LIMIT ? <ExportUsersButton chosen={selected} /> : <Body1>{t.exportTooMany(CHOSEN_EXPORT_LIMIT)}</Body1>}
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
    </BulkActionBar>
  );
}
