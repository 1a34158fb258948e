import { Body1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { hu } from '@/i18n/hu';
import { huAdmin } from '@/i18n/hu-admin';
import { formatMoment } from '@backend/shared/budapest-time';
import { SignupStatusBadge } from '@/components/ui/signup-status-badge';
import { adminUserErrorText } from './use-user-actions';
import type { AdminUserDetailView } from '@backend/contract/admin-users';

const useStyles = makeStyles({
  title: { margin: 0, marginBottom: tokens.spacingVerticalXS, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  date: { color: tokens.colorNeutralForeground2 },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

function loadErrorText(error: unknown): string {
  return error instanceof ApiError && error.code === 'USER_NOT_FOUND' ? adminUserErrorText(error) : huAdmin.adminUsers.edit.loadFailed;
}

/** The services the member joined, with the date (SPEC §3) and where each sign-up stands, as the sign-ups dialog shows it. */
export function JoinedServices({ detail }: { detail: UseQueryResult<AdminUserDetailView> }) {
  const styles = useStyles();
  const t = huAdmin.adminUsers.edit;
  const services = detail.data?.services;
  return (
    <section aria-label={t.services}>
      <h3 className={styles.title}>{t.services}</h3>
      {detail.isError ? (
        <Body1 as="p" role="alert" className={styles.error}>
          {loadErrorText(detail.error)}
        </Body1>
      ) : !services ? (
        <Spinner size="tiny" label={hu.common.loading} labelPosition="after" />
      ) : services.length === 0 ? (
        <Body1 as="p" className={styles.note}>
          {t.noServices}
        </Body1>
      ) : (
        <ul className={styles.list}>
          {services.map((service) => (
            <li key={service.id} className={styles.item}>
              <Body1>{service.name}</Body1>
              <Body1 className={styles.date}>{formatMoment(service.user_service.createdAt)}</Body1>
              <SignupStatusBadge status={service.user_service.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
