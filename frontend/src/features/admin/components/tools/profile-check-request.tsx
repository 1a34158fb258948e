import { useState } from 'react';
import { Body1, Button, Spinner } from '@fluentui/react-components';
import { useAdminNotify } from '@/components/ui/admin-toaster';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { huAdmin } from '@/i18n/hu-admin';
import { useProfileCheckProgress } from '../../api/get-profile-check-progress';
import { useRequestProfileCheck } from '../../api/request-profile-check';
import { adminUserErrorText } from '../users/use-user-actions';
import { ToolCard } from './tool-card';

/** How the check asked for stands, kept up to date: staff see whether their request is being answered (issue 41 §3). */
function ProfileCheckProgressLine() {
  const progress = useProfileCheckProgress();
  const t = huAdmin.adminUsers.profileCheck;
  if (progress.isError) return <Body1 as="p">{t.progressFailed}</Body1>;
  if (!progress.data) return null;
  const { done, pending } = progress.data;
  return (
    <Body1 as="p" role="status">
      {done + pending === 0 ? t.noneAsked : t.progress(done, pending)}
    </Body1>
  );
}

/**
 * Issue 3 part 8: every activated member gets the data check at their next visit. It reaches every
 * member, so the app asks first in its own dialog; the result comes as a toast, as activation's, and
 * the card then says how many have done it (the members' table marks who has not).
 */
export function ProfileCheckRequest() {
  const request = useRequestProfileCheck();
  const notify = useAdminNotify();
  const [asking, setAsking] = useState(false);
  const t = huAdmin.adminUsers.profileCheck;

  const confirm = () =>
    request.mutate(undefined, {
      onSuccess: ({ count }) => notify(t.result(count)),
      onError: (error) => notify(adminUserErrorText(error), 'error'),
      onSettled: () => setAsking(false),
    });

  return (
    <ToolCard title={t.title} description={t.body}>
      <ProfileCheckProgressLine />
      <div>
        <Button disabledFocusable={request.isPending} icon={request.isPending ? <Spinner size="tiny" /> : undefined} onClick={() => setAsking(true)}>
          {t.button}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t.confirmTitle}
        body={t.confirm}
        confirmLabel={t.button}
        cancelLabel={t.cancel}
        busy={request.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </ToolCard>
  );
}
