import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { errorText } from '@/i18n/hu';
import { huAdmin } from '@/i18n/hu-admin';
import { ApiError } from '@/lib/api-client';
import { useRequestProfileCheck } from '../../api/request-profile-check';
import { ToolCard } from './tool-card';

/** Issue 3 part 8: every activated member gets the data-check dialog at their next visit. */
export function ProfileCheckRequest() {
  const request = useRequestProfileCheck();
  const t = huAdmin.adminUsers.profileCheck;
  return (
    <ToolCard title={t.title} description={t.body}>
      <div>
        <Button
          disabledFocusable={request.isPending}
          icon={request.isPending ? <Spinner size="tiny" /> : undefined}
          onClick={() => {
            if (window.confirm(t.confirm)) request.mutate();
          }}
        >
          {t.button}
        </Button>
      </div>
      <div aria-live="polite">
        {request.isSuccess && (
          <MessageBar intent="success">
            <MessageBarBody>{t.result(request.data.count)}</MessageBarBody>
          </MessageBar>
        )}
        {request.isError && (
          <MessageBar intent="error">
            <MessageBarBody>{errorText(request.error instanceof ApiError ? request.error.code : 'UNKNOWN')}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </ToolCard>
  );
}
