import { Body1, Checkbox, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, mergeClasses } from '@fluentui/react-components';
import { huAdmin } from '@/i18n/hu-admin';
import { formatDay } from '@backend/shared/budapest-time';
import { TableScroll, useTableStyles } from '@/components/ui/table-scroll';
import { useWindowedRows } from '@/components/ui/use-windowed-rows';
import { NameCell, PersonalIdCell, PhoneCell, SchoolCell, SchoolOmCell } from './user-cells';
import { UserRowActions } from './user-row-actions';
import { ApplicantsBulkBar } from './applicants-bulk-bar';
import { pageTickState, useRowSelection } from '@/lib/use-row-selection';
import type { useUserActions } from './use-user-actions';
import type { AdminUserView } from '@backend/contract/admin-users';

interface UnactivatedUsersTableProps {
  /** Already filtered: not activated and not rejected. */
  users: AdminUserView[];
  actions: ReturnType<typeof useUserActions>;
  onEdit: (user: AdminUserView) => void;
}

/**
 * SPEC §2/§5: every applicant waiting for staff, no paging, with the OM and education id checks. At ten
 * times the club some 1,800 wait: a long list is drawn windowed, as the activated table's long pages are.
 */
export function UnactivatedUsersTable({ users, actions, onEdit }: UnactivatedUsersTableProps) {
  const styles = useTableStyles();
  const shown = useWindowedRows(users.length);
  const ids = users.map((user) => user.id);
  const selection = useRowSelection(ids);
  const c = huAdmin.adminUsers.columns;
  const t = huAdmin.adminUsers.bulk;
  if (users.length === 0) return <Body1 as="p">{huAdmin.adminUsers.unactivated.empty}</Body1>;
  const cell = (...extra: Array<string | false>) => mergeClasses(styles.cell, ...extra);
  const allTicked = pageTickState(selection, ids);
  return (
    <>
      {selection.selected.length > 0 && <ApplicantsBulkBar selected={selection.selected} onClear={selection.clear} />}
      <TableScroll label={huAdmin.adminUsers.unactivated.label}>
        <Table aria-label={huAdmin.adminUsers.unactivated.label} aria-rowcount={users.length + 1} className={styles.table} size="small">
          <TableHeader className={styles.head}>
            <TableRow aria-rowindex={1}>
              <TableHeaderCell className={styles.headerCell}>
                <Checkbox aria-label={t.selectAll} checked={allTicked} onChange={() => selection.setAll(ids, allTicked !== true)} />
              </TableHeaderCell>
              {[c.name, c.phone, c.address, c.school, c.schoolOm, c.personalId, c.createdAt, c.actions].map((label) => (
                <TableHeaderCell key={label} className={styles.headerCell}>
                  {label}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody className={styles.body} ref={shown.bodyRef}>
            {shown.before > 0 && <tr aria-hidden style={{ height: shown.before }} />}
            {users.slice(shown.start, shown.end).map((user, i) => (
              <TableRow key={user.id} className={styles.row} data-windowed-row aria-rowindex={shown.start + i + 2}>
                <TableCell className={cell(styles.selectCell)}>
                  <Checkbox aria-label={t.select(user.fullName)} checked={selection.has(user.id)} onChange={() => selection.toggle(user.id)} />
                </TableCell>
                <TableCell className={cell(styles.titleCell)}>
                  <NameCell user={user} />
                </TableCell>
                <TableCell className={cell()} data-label={c.phone}>
                  <PhoneCell user={user} />
                </TableCell>
                <TableCell className={cell()} data-label={c.address}>
                  {[user.zip, user.city].filter(Boolean).join(' ')}
                </TableCell>
                <TableCell className={cell()} data-label={c.school}>
                  <SchoolCell user={user} />
                </TableCell>
                <TableCell className={cell(styles.nowrap)} data-label={c.schoolOm}>
                  <SchoolOmCell user={user} />
                </TableCell>
                <TableCell className={cell(styles.nowrap)} data-label={c.personalId}>
                  <PersonalIdCell user={user} />
                </TableCell>
                <TableCell className={cell(styles.nowrap)} data-label={c.createdAt}>
                  {formatDay(user.createdAt)}
                </TableCell>
                <TableCell className={cell(styles.nowrap, styles.actionsCell)}>
                  <UserRowActions user={user} variant="unactivated" actions={actions} onEdit={onEdit} />
                </TableCell>
              </TableRow>
            ))}
            {shown.after > 0 && <tr aria-hidden style={{ height: shown.after }} />}
          </TableBody>
        </Table>
      </TableScroll>
    </>
  );
}
