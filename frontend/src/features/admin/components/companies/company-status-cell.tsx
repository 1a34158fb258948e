import { Badge, Caption1, Select, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import { useAdminNotify } from '@/components/ui/admin-toaster';
import { errorText } from '@/i18n/hu';
import { huAdmin } from '@/i18n/hu-admin';
import { ApiError } from '@/lib/api-client';
import { formatMoment } from '@backend/shared/budapest-time';
import { COMPANY_STATUSES, type CompanyStatus } from '@backend/modules/companies/domain/company-status';
import { useChangeCompanyStatus } from '../../api/company-actions';
import type { CompanyApplicationView } from '@backend/contract/companies';

const COLORS = { new: 'informative', contacted: 'warning', partner: 'success', declined: 'subtle' } as const satisfies Record<CompanyStatus, BadgeProps['color']>;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS, minWidth: '9rem' },
  changed: { color: tokens.colorNeutralForeground2 },
});

const t = huAdmin.adminCompanies;

/** Where staff stand with a company, the same chip in the table and wherever it is shown. */
export function CompanyStatusBadge({ status }: { status: CompanyStatus }) {
  return (
    <Badge appearance="tint" shape="rounded" color={COLORS[status]}>
      {t.statuses[status]}
    </Badge>
  );
}

/** The status chip, who set it and when, and the choice that changes it (any status to any other). */
export function CompanyStatusCell({ company }: { company: CompanyApplicationView }) {
  const styles = useStyles();
  const notify = useAdminNotify();
  const change = useChangeCompanyStatus();
  return (
    <div className={styles.root}>
      <CompanyStatusBadge status={company.status} />
      {company.statusChangedAt && <Caption1 className={styles.changed}>{t.changedBy(company.statusChangedBy, formatMoment(company.statusChangedAt))}</Caption1>}
      <Select
        size="small"
        aria-label={t.changeStatus(company.name)}
        value={company.status}
        disabled={change.isPending}
        onChange={(_, data) => {
          const status = data.value as CompanyStatus;
          change.mutate(
            { id: company.id, status },
            {
              onSuccess: () => notify(t.statusChanged(company.name, t.statuses[status])),
              onError: (error) => notify(`${t.statusFailed} ${error instanceof ApiError ? errorText(error.code) : ''}`.trim(), 'error'),
            },
          );
        }}
      >
        {COMPANY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t.statuses[status]}
          </option>
        ))}
      </Select>
    </div>
  );
}
