import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Body1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useAdminNotify } from '@/components/ui/admin-toaster';
import { ExportButton } from '@/components/ui/export-button';
import { QueryFallback } from '@/components/ui/query-state';
import { TablePager } from '@/components/ui/table-pager';
import { hu } from '@/i18n/hu';
import { huAdmin } from '@/i18n/hu-admin';
import { useAudit } from '../api/get-audit';
import { AUDIT_PAGE_SIZES, auditQueryOf, defaultRange, filtersFromSearch, queryString, searchFromFilters, type AuditFilters } from '../lib/audit-filters';
import { AuditFiltersBar } from './audit-filters-bar';
import { AuditTable } from './audit-table';
import { HistoryDialog } from './history-dialog';
import type { AuditEntryView } from '@backend/contract/audit';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', justifyContent: 'flex-end' },
});

/** The admin audit trail (issue 12 §2): filters kept in the address, newest first, paged, exportable. */
export function AuditTrail() {
  const styles = useStyles();
  const notify = useAdminNotify();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const query = auditQueryOf(filters);
  const audit = useAudit(query);
  const [history, setHistory] = useState<{ stream: string; revision: number; title: string } | null>(null);
  // The address changes at once, the page re-renders as a transition (later under load): a second
  // filter chosen before that render must build on the first, not on the filters this render shows.
  const requested = useRef<AuditFilters | null>(null);
  const searchText = search.toString();
  useEffect(() => {
    requested.current = null;
  }, [searchText]);
  const change = (next: Partial<AuditFilters>) => {
    requested.current = { ...(requested.current ?? filters), page: 1, ...next };
    setSearch(searchFromFilters(requested.current), { replace: true });
  };
  const { page: _page, pageSize: _size, ...exported } = query;
  const openHistory = (entry: AuditEntryView) =>
    setHistory({ stream: entry.stream, revision: entry.revision, title: entry.target.name });

  const data = audit.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className={styles.root}>
      <AuditFiltersBar filters={filters} range={data ?? defaultRange(new Date())} onChange={change} />
      <div className={styles.toolbar}>
        <ExportButton label={huAdmin.adminAudit.export} path="/api/admin/audit/export" search={queryString(exported)} onError={() => notify(huAdmin.adminAudit.exportFailed, 'error')} />
      </div>
      {!data ? (
        <QueryFallback query={audit} failed={huAdmin.adminAudit.loadFailed} pending={<Spinner label={hu.common.loading} />} />
      ) : data.items.length === 0 ? (
        <Body1 as="p">{huAdmin.adminAudit.empty}</Body1>
      ) : (
        <AuditTable entries={data.items} onActor={(actor) => change({ actor })} onTarget={(target) => change({ target })} onHistory={openHistory} />
      )}
      {data && data.total > 0 && (
        <TablePager
          page={{ page: data.page - 1, pageCount, from: (data.page - 1) * data.pageSize + 1, to: (data.page - 1) * data.pageSize + data.items.length, total: data.total }}
          pageSize={filters.pageSize}
          sizes={AUDIT_PAGE_SIZES}
          texts={huAdmin.adminAudit}
          onPage={(page) => change({ page: page + 1 })}
          onPageSize={(pageSize) => change({ pageSize })}
        />
      )}
      <HistoryDialog opened={history} onClose={() => setHistory(null)} />
    </div>
  );
}
