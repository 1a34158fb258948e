import { Body1, Checkbox, Table, TableBody, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { huAdmin } from '@/i18n/hu-admin';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { useWindowedRows } from '@/components/ui/use-windowed-rows';
import { PHONE } from './phone';
import { SignupTableRow } from './signup-table-row';
import type { SignupActions } from './use-signup-actions';
import type { AdminServiceSignupPage } from '@backend/contract/admin-services';
import { VISUALLY_HIDDEN } from '@/components/ui/visually-hidden';
import { pageTickState, type RowSelection } from '@/lib/use-row-selection';

const useStyles = makeStyles({
  scroll: {
    maxWidth: '100%',
    overflowX: 'auto',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  table: { tableLayout: 'auto', minWidth: '100%', [PHONE]: { display: 'block' } },
  /** On a phone each sign-up is a card: the column headers are only read out, not shown. */
  header: {
    [PHONE]: VISUALLY_HIDDEN,
  },
  body: { [PHONE]: { display: 'block' } },
  headerCell: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  selectCell: { width: '44px' },
  empty: { margin: 0, padding: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground2 },
});

/** SPEC §9: the sign-up table shows 20 skeleton rows while loading. */
export const SKELETON_ROWS = 20;

const COLUMNS = ['name', 'createdAt', 'status', 'answer', 'code', 'actions'] as const;

/**
 * One page of sign-ups as the server ordered it (oldest first, SPEC §9), tinted by state; a long page
 * is drawn windowed (only the rows in view and a few more are in the DOM); a wide table scrolls
 * sideways on a phone.
 */
interface SignupsTableProps {
  page: AdminServiceSignupPage | undefined;
  empty: string;
  actions: SignupActions;
  selection: RowSelection;
}

export function SignupsTable({ page, empty, actions, selection }: SignupsTableProps) {
  const styles = useStyles();
  const t = huAdmin.adminServices.signups;
  const rows = page?.items ?? [];
  const shown = useWindowedRows(rows.length);
  if (page && rows.length === 0) {
    return (
      <Body1 as="p" className={styles.empty}>
        {empty}
      </Body1>
    );
  }
  return (
    <div className={styles.scroll} role="region" aria-label={t.tableLabel} tabIndex={0}>
      <Table role="table" className={styles.table} aria-label={t.tableLabel} aria-busy={!page} aria-rowcount={page ? rows.length + 1 : undefined}>
        <TableHeader role="rowgroup" className={styles.header}>
          <TableRow role="row">
            <TableHeaderCell role="columnheader" className={styles.selectCell}>
              <PageCheckbox rows={rows} selection={selection} />
            </TableHeaderCell>
            {COLUMNS.map((column) => (
              <TableHeaderCell key={column} role="columnheader" className={styles.headerCell}>
                {t.columns[column]}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody role="rowgroup" className={styles.body} ref={shown.bodyRef}>
          {page ? (
            <>
              {shown.before > 0 && <tr aria-hidden style={{ height: shown.before }} />}
              {rows.slice(shown.start, shown.end).map((row) => (
                <SignupTableRow key={row.userId} row={row} service={page.service} actions={actions} selected={selection.has(row.userId)} onSelect={selection.toggle} />
              ))}
              {shown.after > 0 && <tr aria-hidden style={{ height: shown.after }} />}
            </>
          ) : (
            <SkeletonRows rows={SKELETON_ROWS} columns={COLUMNS.length + 1} label={t.loading} />
          )}
        </TableBody>
      </Table>
    </div>
  );
}

/** Ticks or unticks every sign-up of the page; mixed while some are ticked. */
function PageCheckbox({ rows, selection }: { rows: AdminServiceSignupPage['items']; selection: RowSelection }) {
  const ids = rows.map((row) => row.userId);
  const checked = pageTickState(selection, ids);
  return (
    <Checkbox aria-label={huAdmin.adminServices.signups.selectPage} checked={checked} disabled={rows.length === 0} onChange={() => selection.setAll(ids, checked !== true)} />
  );
}
