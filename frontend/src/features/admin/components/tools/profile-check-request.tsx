import { useState } from 'react';
import { Button, Spinner } from '@fluentui/react-components';
import { useAdminNotify } from '@/components/ui/admin-toaster';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { huAdmin } from '@/i18n/hu-admin';
import { useRequestProfileCheck } from '../../api/request-profile-check';
import { adminUserErrorText } from '../users/use-user-actions';
import { ToolCard } from './tool-card';

/**
 * Issue 3 part 8: every activated member gets the data-check dialog at their next visit. It reaches
 * every member, so the app asks first in its own dialog; the result comes as a toast, as activation's.
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
