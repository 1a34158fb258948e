import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Body1, Button, Link, Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { QueryFallback } from '@/components/ui/query-state';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { TablePager } from '@/components/ui/table-pager';
import { TableScroll, useTableStyles } from '@/components/ui/table-scroll';
import { useWindowedRows } from '@/components/ui/use-windowed-rows';
import { huAdmin } from '@/i18n/hu-admin';
import { useAdminCompanies } from '../../api/get-admin-companies';
import { formatDay } from '@backend/shared/budapest-time';
import { websiteHref } from '../../lib/website-href';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../lib/users-table-state';
import { useAnsweredPage, usePageChoice } from '../../lib/use-server-page';
import { FormField } from '@/components/ui/form-field';
import { ADMIN_LIST_PARAMS } from '@/config/paths';
import { COMPANY_STATUSES, type CompanyStatus } from '@backend/modules/companies/domain/company-status';
import { CompanyDeleteDialog } from './company-delete-dialog';
import { CompanyNoteDialog } from './company-note-dialog';
import { CompanyStatusCell } from './company-status-cell';
import type { CompanyApplicationView } from '@backend/contract/companies';

const useStyles = makeStyles({
  nameCell: { minWidth: '9rem' },
  breakable: { maxWidth: '16rem', overflowWrap: 'break-word', '@media (max-width: 699px)': { maxWidth: 'none', overflowWrap: 'anywhere' } },
  longText: {
    minWidth: '12rem',
    maxWidth: '22rem',
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
    '@media (max-width: 699px)': { minWidth: 0, maxWidth: 'none', whiteSpace: 'pre-line' },
  },
  contact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  number: { textAlign: 'end', '@media (max-width: 699px)': { textAlign: 'start' } },
  bottom: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingBottom: tokens.spacingVerticalXXXL },
  note: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS },
  // The status filter keeps its choice's width, not the page's.
  filter: { maxWidth: '22rem' },
});

const c = huAdmin.adminCompanies.columns;
const COLUMNS = [c.name, c.createdAt, c.status, c.website, c.address, c.contact, c.teacherCount, c.activities, c.optionals, c.note, c.actions];
const t = huAdmin.adminCompanies;

/** What a row's buttons open: one dialog of each for the whole table, not one per row. */
interface RowActions {
  onNote: (company: CompanyApplicationView) => void;
  onDelete: (company: CompanyApplicationView) => void;
}

/**
 * SPEC §2 /klub/admin/cegek: the company applications, newest first, asked from the server a page at a
 * time (GET /admin/companies?page&pageSize&status, docs/decisions/0092) with the users table's page
 * sizes; a page of 500 or 2,000 is drawn windowed. The application's own fields are read-only; staff
 * set its status, keep a note and delete it (issue 41 §8, decision 0107). The date and the status come
 * first so they stay in view when the long texts scroll sideways.
 */
const statusOf = (value: string | null): CompanyStatus | undefined => COMPANY_STATUSES.find((status) => status === value);

export function CompaniesTable() {
  const styles = useStyles();
  const choice = usePageChoice();
  // The dashboard's link (issue 41 §6) opens the list of one status: `?allapot=new`.
  const [search] = useSearchParams();
  const [status, setStatus] = useState<CompanyStatus | undefined>(() => statusOf(search.get(ADMIN_LIST_PARAMS.status)));
  const [noting, setNoting] = useState<CompanyApplicationView | null>(null);
  const [deleting, setDeleting] = useState<CompanyApplicationView | null>(null);
  const companies = useAdminCompanies({ ...choice.request, ...(status && { status }) });
  const pager = useAnsweredPage(choice, companies.data);
  const rows = companies.data?.items ?? [];
  const shown = useWindowedRows(rows.length);
  const actions: RowActions = { onNote: setNoting, onDelete: setDeleting };

  const filter = (
    <FormField label={t.filter} orientation="horizontal" className={styles.filter}>
      <Select
        value={status ?? ''}
        onChange={(_, data) => {
          setStatus((data.value || undefined) as CompanyStatus | undefined);
          choice.setPageIndex(0);
        }}
      >
        <option value="">{t.filterAll}</option>
        {COMPANY_STATUSES.map((one) => (
          <option key={one} value={one}>
            {t.statuses[one]}
          </option>
        ))}
      </Select>
    </FormField>
  );
  const dialogs = (
    <>
      <CompanyNoteDialog company={noting} onClose={() => setNoting(null)} />
      <CompanyDeleteDialog company={deleting} onClose={() => setDeleting(null)} />
    </>
  );

  if (companies.data === undefined) {
    const skeleton = <SkeletonRows rows={Math.min(choice.pageSize, DEFAULT_PAGE_SIZE)} columns={COLUMNS.length} label={huAdmin.adminCompanies.loading} />;
    return (
      <QueryFallback
        query={companies}
        failed={huAdmin.adminCompanies.loadFailed}
        pending={
          <div className={styles.bottom}>
            <CompaniesGrid busy>{skeleton}</CompaniesGrid>
          </div>
        }
      />
    );
  }
  if (companies.data.total === 0 && status === undefined) return <Body1 as="p">{t.empty}</Body1>;

  return (
    <div className={styles.bottom}>
      {filter}
      {companies.data.total === 0 ? (
        <Body1 as="p">{t.noMatch}</Body1>
      ) : (
        <>
          <CompaniesGrid busy={companies.isPlaceholderData} rowCount={rows.length} bodyRef={shown.bodyRef}>
            {shown.before > 0 && <tr aria-hidden style={{ height: shown.before }} />}
            {rows.slice(shown.start, shown.end).map((company, i) => (
              <CompanyRow key={company.id} company={company} rowIndex={shown.start + i + 2} actions={actions} />
            ))}
            {shown.after > 0 && <tr aria-hidden style={{ height: shown.after }} />}
          </CompaniesGrid>
          <TablePager {...pager} sizes={PAGE_SIZES} texts={t} />
        </>
      )}
      {dialogs}
    </div>
  );
}

interface CompaniesGridProps {
  children: ReactNode;
  /** The rows are on their way: the first page (skeletons), or the next one while the last stays. */
  busy: boolean;
  /** Rows of the page, all of them, also those a windowed page leaves undrawn. */
  rowCount?: number;
  bodyRef?: React.RefObject<HTMLTableSectionElement | null>;
}

/** The table with its headers, the same while loading and loaded, so the page keeps its shape. */
function CompaniesGrid({ children, busy, rowCount, bodyRef }: CompaniesGridProps) {
  const table = useTableStyles();
  return (
    <TableScroll label={huAdmin.adminCompanies.label}>
      <Table aria-label={huAdmin.adminCompanies.label} aria-busy={busy} aria-rowcount={rowCount === undefined ? undefined : rowCount + 1} className={table.table} size="small">
        <TableHeader className={table.head}>
          <TableRow aria-rowindex={1}>
            {COLUMNS.map((label) => (
              <TableHeaderCell key={label} className={table.headerCell}>
                {label}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody className={table.body} ref={bodyRef}>
          {children}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

function CompanyRow({ company, rowIndex, actions }: { company: CompanyApplicationView; rowIndex: number; actions: RowActions }) {
  const styles = useStyles();
  const table = useTableStyles();
  const cell = (...extra: Array<string | false>) => mergeClasses(table.cell, ...extra);
  return (
    <TableRow className={table.row} data-windowed-row aria-rowindex={rowIndex}>
      <TableCell className={cell(table.titleCell, styles.nameCell)}>
        <span className={table.name}>{company.name}</span>
      </TableCell>
      <TableCell className={cell(table.nowrap)} data-label={c.createdAt}>
        {formatDay(company.createdAt)}
      </TableCell>
      <TableCell className={cell()} data-label={c.status}>
        <CompanyStatusCell company={company} />
      </TableCell>
      <TableCell className={cell(styles.breakable)} data-label={c.website}>
        {company.website && (
          <Link className={table.target} href={websiteHref(company.website)} target="_blank" rel="noopener noreferrer">
            {company.website}
          </Link>
        )}
      </TableCell>
      <TableCell className={cell()} data-label={c.address}>
        {[company.zip, company.city].filter(Boolean).join(' ')}
      </TableCell>
      <TableCell className={cell(styles.breakable)} data-label={c.contact}>
        <span className={styles.contact}>
          <span>{company.contactName}</span>
          <Link className={table.target} href={`mailto:${company.contactEmail}`}>
            {company.contactEmail}
          </Link>
          <Link className={table.target} href={`tel:${company.contactPhone.replace(/[^\d+]/g, '')}`}>
            {company.contactPhone}
          </Link>
        </span>
      </TableCell>
      <TableCell className={cell(styles.number)} data-label={c.teacherCount}>
        {company.teacherCount}
      </TableCell>
      <TableCell className={cell(styles.longText)} data-label={c.activities}>
        {company.activities}
      </TableCell>
      <TableCell className={cell(styles.longText)} data-label={c.optionals}>
        {company.optionals}
      </TableCell>
      <TableCell className={cell(styles.longText)} data-label={c.note}>
        <span className={styles.note}>
          {company.note}
          <Button size="small" aria-label={t.note.editLabel(company.name)} onClick={() => actions.onNote(company)}>
            {company.note ? t.note.edit : t.note.add}
          </Button>
        </span>
      </TableCell>
      <TableCell className={cell(table.nowrap, table.actionsCell)}>
        <Button size="small" aria-label={t.remove.label(company.name)} onClick={() => actions.onDelete(company)}>
          {t.remove.button}
        </Button>
      </TableCell>
    </TableRow>
  );
}
