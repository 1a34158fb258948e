import { useDeferredValue, useMemo, useState } from 'react';
import { Body1, SearchBox, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { huAdmin } from '@/i18n/hu-admin';
import { formatDay } from '@backend/shared/budapest-time';
import { DEFAULT_PAGE_SIZE, matchesSearch, PAGE_SIZES, paginate } from '../../lib/users-table-state';
import { TableScroll, useTableStyles } from '@/components/ui/table-scroll';
import { ExportUsersButton } from './export-users-button';
import { StatusBadge } from './status-badge';
import { TablePager } from '@/components/ui/table-pager';
import { NameCell } from './user-cells';
import { UserRowActions } from './user-row-actions';
import type { useUserActions } from './use-user-actions';
import type { AdminUserView } from '@backend/contract/admin-users';

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  search: { flexGrow: 1, maxWidth: '420px', minWidth: '0' },
  empty: { paddingBlock: tokens.spacingVerticalM },
});

interface ReviewedUsersTableProps {
  /** Already filtered: activated or rejected. */
  users: AdminUserView[];
  actions: ReturnType<typeof useUserActions>;
  onEdit: (user: AdminUserView) => void;
}

/** SPEC §2/§9: the activated members with search over name and e-mail, paging and export. */
export function ReviewedUsersTable({ users, actions, onEdit }: ReviewedUsersTableProps) {
  const styles = useStyles();
  const table = useTableStyles();
  const [search, setSearch] = useState('');
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [pageIndex, setPageIndex] = useState(0);
  const deferredSearch = useDeferredValue(search);
  const matching = useMemo(() => users.filter((user) => matchesSearch(user, deferredSearch)), [users, deferredSearch]);
  const page = paginate(matching, pageIndex, pageSize);
  const c = huAdmin.adminUsers.columns;
  const cell = (...extra: Array<string | false>) => mergeClasses(table.cell, ...extra);

  return (
    <>
      <div className={styles.toolbar}>
        <SearchBox
          className={styles.search}
          aria-label={huAdmin.adminUsers.search}
          placeholder={huAdmin.adminUsers.search}
          value={search}
          onChange={(_, data) => {
            setSearch(data.value);
            setPageIndex(0);
          }}
        />
        <ExportUsersButton />
      </div>
      {page.total === 0 ? (
        <Body1 as="p" className={styles.empty}>
          {users.length === 0 ? huAdmin.adminUsers.reviewed.empty : huAdmin.adminUsers.reviewed.noMatch}
        </Body1>
      ) : (
        <TableScroll label={huAdmin.adminUsers.reviewed.label}>
          <Table aria-label={huAdmin.adminUsers.reviewed.label} className={table.table} size="small">
            <TableHeader className={table.head}>
              <TableRow>
                {[c.name, c.phone, c.address, c.school, c.status, c.createdAt, c.actions].map((label) => (
                  <TableHeaderCell key={label} className={table.headerCell}>
                    {label}
                  </TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody className={table.body}>
              {page.rows.map((user) => (
                <TableRow key={user.id} className={table.row}>
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
            </TableBody>
          </Table>
        </TableScroll>
      )}
      <TablePager
        page={page}
        pageSize={pageSize}
        sizes={PAGE_SIZES}
        texts={huAdmin.adminUsers}
        onPage={setPageIndex}
        onPageSize={(size) => {
          setPageSize(size);
          setPageIndex(0);
        }}
      />
    </>
  );
}
