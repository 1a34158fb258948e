import { useState } from 'react';
import { Body1, MessageBar, MessageBarBody, makeStyles, tokens, type ToastIntent } from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorText } from '@/i18n/hu';
import { huAdmin } from '@/i18n/hu-admin';
import { ApiError } from '@/lib/api-client';
import { ExportSignupsButton } from './export-signups-button';
import { SignupsTable } from './signups-table';
import { useSignupActions } from './use-signup-actions';
import type { AdminServiceDetailView } from '@backend/contract/admin-services';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  count: { color: tokens.colorNeutralForeground2 },
});

export interface Notice {
  intent: ToastIntent;
  message: string;
}

/** Why a decision failed, in Hungarian. */
export function decisionErrorText(error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'UNKNOWN';
  return huAdmin.adminServices.signups.errors[code] ?? (code === 'UNKNOWN' ? huAdmin.adminServices.signups.decisionFailed : errorText(code));
}

/** The toolbar (count, export), a message line and the table of sign-ups. */
export function SignupsPanel({ serviceId, service }: { serviceId: string; service: UseQueryResult<AdminServiceDetailView> }) {
  const styles = useStyles();
  const t = huAdmin.adminServices.signups;
  const [notice, setNotice] = useState<Notice | null>(null);
  const actions = useSignupActions(serviceId, (error) => setNotice({ intent: 'error', message: decisionErrorText(error) }));
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <Body1 className={styles.count}>{service.data ? t.count(service.data.users.length) : t.loading}</Body1>
        <ExportSignupsButton serviceId={serviceId} onError={() => setNotice({ intent: 'error', message: t.exportFailed })} />
      </div>
      <div aria-live="polite">
        {notice && (
          <MessageBar intent={notice.intent}>
            <MessageBarBody>{notice.message}</MessageBarBody>
          </MessageBar>
        )}
      </div>
      {service.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t.loadFailed}</MessageBarBody>
        </MessageBar>
      ) : (
        <SignupsTable service={service.data} actions={actions} />
      )}
    </div>
  );
}
