import { useDeferredValue, useState } from 'react';
import { Body1, SearchBox, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { huAdmin } from '@/i18n/hu-admin';
import { formatDay } from '@backend/shared/budapest-time';
import { QueryFallback } from '@/components/ui/query-state';
import { TableScroll, useTableStyles } from '@/components/ui/table-scroll';
import { TablePager } from '@/components/ui/table-pager';
import { useWindowedRows } from '@/components/ui/use-windowed-rows';
import { useReviewedUsers } from '../../api/get-admin-users';
import { usePausedValue } from '@/lib/use-paused-value';
import { DEFAULT_SORT, nextSort, PAGE_SIZES } from '../../lib/users-table-state';
import { useAnsweredPage, usePageChoice } from '../../lib/use-server-page';
import { ExportUsersButton } from './export-users-button';
import { StatusBadge } from './status-badge';
import { NameCell } from './user-cells';
import { UserRowActions } from './user-row-actions';
import type { useUserActions } from './use-user-actions';
import type { AdminUserView, UserSort } from '@backend/contract/admin-users';

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  search: { flexGrow: 1, maxWidth: '420px', minWidth: '0' },
  order: { margin: 0, color: tokens.colorNeutralForeground2 },
  empty: { paddingBlock: tokens.spacingVerticalM },
});

interface ReviewedUsersTableProps {
  actions: ReturnType<typeof useUserActions>;
  onEdit: (user: AdminUserView) => void;
}

/**
 * SPEC §2/§9: the activated (and disabled) members with search over name and e-mail, paging and export;
 * the server searches (every word, in any order), sorts (name and school in Hungarian order, issue 41 §8)
 * and pages (GET /admin/users?table=activated), and a long page is drawn windowed. The order in force is
 * said in words above the table, as well as by its header's arrow.
 */
export function ReviewedUsersTable({ actions, onEdit }: ReviewedUsersTableProps) {
  const styles = useStyles();
  const table = useTableStyles();
  const [search, setSearch] = useState('');
  const choice = usePageChoice();
  const [order, setOrder] = useState(DEFAULT_SORT);
  const pausedSearch = usePausedValue(search.trim());
  const users = useReviewedUsers({ ...choice.request, search: pausedSearch, ...order });
  // The first page's rows are drawn as a transition, in slices, as the screen's other parts arrive too.
  const built = useDeferredValue(users.data !== undefined);
  const pager = useAnsweredPage(choice, users.data);
  const rows = users.data?.items ?? [];
  const shown = useWindowedRows(rows.length);
  const total = users.data?.total ?? 0;

  const c = huAdmin.adminUsers.columns;
  const labels: Record<UserSort, string> = { name: c.name, phone: c.phone, address: c.address, school: c.school, status: c.status, createdAt: c.createdAt };
  const cell = (...extra: Array<string | false>) => mergeClasses(table.cell, ...extra);
  const sortable = (column: UserSort, label: string) => (
    <TableHeaderCell
      key={label}
      className={table.headerCell}
      sortable
      sortDirection={order.sort === column ? (order.order === 'asc' ? 'ascending' : 'descending') : undefined}
      onClick={() => {
        setOrder(nextSort(order, column));
        choice.setPageIndex(0);
      }}
    >
      {label}
    </TableHeaderCell>
  );
  const plain = (label: string) => (
    <TableHeaderCell key={label} className={table.headerCell}>
      {label}
    </TableHeaderCell>
  );

  const toolbar = (
    <div className={styles.toolbar}>
      <SearchBox
        className={styles.search}
        aria-label={huAdmin.adminUsers.search}
        placeholder={huAdmin.adminUsers.search}
        value={search}
        onChange={(_, data) => {
          setSearch(data.value);
          choice.setPageIndex(0);
        }}
      />
      {users.isFetching && <Spinner size="tiny" aria-label={huAdmin.adminUsers.loading} />}
      <ExportUsersButton />
    </div>
  );
  const orderNote = (
    <Body1 as="p" className={styles.order}>
      {huAdmin.adminUsers.reviewed.order(labels[order.sort], order.order, order.sort === 'createdAt')}
    </Body1>
  );
  if (users.data === undefined || !built) {
    return (
      <>
        {toolbar}
        <QueryFallback query={users} failed={huAdmin.adminUsers.loadFailed} />
      </>
    );
  }
  return (
    <>
      {toolbar}
      {total > 0 && orderNote}
      {total === 0 ? (
        <Body1 as="p" className={styles.empty}>
          {pausedSearch === '' ? huAdmin.adminUsers.reviewed.empty : huAdmin.adminUsers.reviewed.noMatch}
        </Body1>
      ) : (
        <TableScroll label={huAdmin.adminUsers.reviewed.label}>
          <Table aria-label={huAdmin.adminUsers.reviewed.label} aria-rowcount={rows.length + 1} className={table.table} size="small" sortable>
            <TableHeader className={table.head}>
              <TableRow aria-rowindex={1}>
                {[sortable('name', c.name), sortable('phone', c.phone), sortable('address', c.address), sortable('school', c.school), sortable('status', c.status), sortable('createdAt', c.createdAt), plain(c.actions)]}
              </TableRow>
            </TableHeader>
            <TableBody className={table.body} ref={shown.bodyRef}>
              {shown.before > 0 && <tr aria-hidden style={{ height: shown.before }} />}
              {rows.slice(shown.start, shown.end).map((user, i) => (
                <TableRow key={user.id} className={table.row} data-windowed-row aria-rowindex={shown.start + i + 2}>
                  <TableCell className={cell(table.titleCell)}>
                    <NameCell user={user} />
                  </TableCell>
                  <TableCell className={cell(table.nowrap)} data-label={c.phone}>
                    {user.phone}
                  </TableCell>
                  <TableCell className={cell()} data-label={c.address}>
                    {[user.zip, user.city].filter(Boolean).join(' ')}
                  </TableCell>
                  <TableCell className={cell()} data-label={c.school}>
                    {user.school?.name ?? ''}
                  </TableCell>
                  <TableCell className={cell(table.nowrap)} data-label={c.status}>
                    <StatusBadge user={user} />
                  </TableCell>
                  <TableCell className={cell(table.nowrap)} data-label={c.createdAt}>
                    {formatDay(user.createdAt)}
                  </TableCell>
                  <TableCell className={cell(table.nowrap, table.actionsCell)}>
                    <UserRowActions user={user} variant="reviewed" actions={actions} onEdit={onEdit} />
                  </TableCell>
                </TableRow>
              ))}
              {shown.after > 0 && <tr aria-hidden style={{ height: shown.after }} />}
            </TableBody>
          </Table>
        </TableScroll>
      )}
      <TablePager {...pager} sizes={PAGE_SIZES} texts={huAdmin.adminUsers} />
    </>
  );
}
