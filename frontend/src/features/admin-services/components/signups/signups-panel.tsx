import { useState } from 'react';
import { Body1, MessageBar, MessageBarBody, SearchBox, Select, Spinner, makeStyles, tokens, type ToastIntent } from '@fluentui/react-components';
import { SIGNUP_STATUSES, type SignupStatus } from '@backend/modules/catalogue/domain/signup-status';
import { FormField } from '@/components/ui/form-field';
import { TablePager } from '@/components/ui/table-pager';
import { errorText } from '@/i18n/hu';
import { huAdmin } from '@/i18n/hu-admin';
import { ApiError, type ApiErrorCode } from '@/lib/api-client';
import { ExportSignupsButton } from './export-signups-button';
import { MessageParticipantsButton } from './message-participants-button';
import { BulkDecisionBar } from './bulk-decision-bar';
import { SignupsTable } from './signups-table';
import { useRowSelection } from '@/lib/use-row-selection';
import { useSignupActions } from './use-signup-actions';
import { SIGNUPS_PAGE_SIZE } from '../../api/get-service-signups';
import type { SignupsQuery } from './use-signups-query';
import type { AdminServiceSignupPage } from '@backend/contract/admin-services';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  count: { color: tokens.colorNeutralForeground2 },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

export interface Notice {
  intent: ToastIntent;
  message: string;
}

/** Why a decision was refused, by the error's code, in Hungarian. */
export function decisionCodeText(code: ApiErrorCode): string {
  return huAdmin.adminServices.signups.errors[code] ?? (code === 'UNKNOWN' ? huAdmin.adminServices.signups.decisionFailed : errorText(code));
}

/** Why a decision failed, in Hungarian. */
export const decisionErrorText = (error: unknown): string => decisionCodeText(error instanceof ApiError ? error.code : 'UNKNOWN');

/** The sizes a page of sign-ups may have; the table draws a window of a long page. */
const PAGE_SIZES = [100, SIGNUPS_PAGE_SIZE, 2000] as const;

interface SignupsPanelProps {
  serviceId: string;
  signups: SignupsQuery;
  /** The page drawn: the query's answer, as the dialog defers it. */
  page: AdminServiceSignupPage | undefined;
}

/** The toolbar (count, status filter, search, export), a message line, the table of one page and the pager. */
export function SignupsPanel({ serviceId, signups, page }: SignupsPanelProps) {
  const styles = useStyles();
  const t = huAdmin.adminServices.signups;
  const [notice, setNotice] = useState<Notice | null>(null);
  const actions = useSignupActions(serviceId, (error) => setNotice({ intent: 'error', message: decisionErrorText(error) }));
  const filtered = signups.status !== undefined || signups.search.trim() !== '';
  const selection = useRowSelection((page?.items ?? []).map((row) => row.userId));
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <Body1 className={styles.count}>{page ? t.count(page.totals.all) : t.loading}</Body1>
        <div className={styles.filters}>
          <FormField label={t.filterLabel} orientation="horizontal">
            <Select value={signups.status ?? ''} onChange={(_, data) => signups.setStatus((data.value || undefined) as SignupStatus | undefined)}>
              <option value="">{t.filterAll(page?.totals.all ?? 0)}</option>
              {SIGNUP_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t.filterOne(t.status[status], page?.totals[status] ?? 0)}
                </option>
              ))}
            </Select>
          </FormField>
          <SearchBox aria-label={t.search} placeholder={t.searchPlaceholder} value={signups.search} onChange={(_, data) => signups.setSearch(data.value)} />
          {signups.result.isFetching && page && <Spinner size="tiny" aria-label={t.loading} />}
        </div>
        <div className={styles.filters}>
          <MessageParticipantsButton serviceId={serviceId} onSent={setNotice} />
          <ExportSignupsButton serviceId={serviceId} onError={() => setNotice({ intent: 'error', message: t.exportFailed })} />
        </div>
      </div>
      {selection.selected.length > 0 && <BulkDecisionBar serviceId={serviceId} selected={selection.selected} onDone={setNotice} onClear={selection.clear} />}
      <div aria-live="polite">
        {notice && (
          <MessageBar intent={notice.intent}>
            <MessageBarBody>{notice.message}</MessageBarBody>
          </MessageBar>
        )}
      </div>
      {signups.result.isError && !page ? (
        <MessageBar intent="error">
          <MessageBarBody>{t.loadFailed}</MessageBarBody>
        </MessageBar>
      ) : (
        <SignupsTable page={page} empty={filtered ? t.noMatch : t.empty} actions={actions} selection={selection} />
      )}
      {page && page.total > PAGE_SIZES[0] && (
        <TablePager
          page={{
            page: signups.pageIndex,
            pageCount: Math.max(1, Math.ceil(page.total / signups.pageSize)),
            from: signups.pageIndex * signups.pageSize + 1,
            to: Math.min(page.total, (signups.pageIndex + 1) * signups.pageSize),
            total: page.total,
          }}
          pageSize={signups.pageSize}
          sizes={PAGE_SIZES}
          texts={t}
          onPage={signups.setPageIndex}
          onPageSize={signups.setPageSize}
        />
      )}
    </div>
  );
}
