import { Body1, Link, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { QueryFallback } from '@/components/ui/query-state';
import { huAdmin } from '@/i18n/hu-admin';
import { useAdminCompanies } from '../../api/get-admin-companies';
import { formatDay } from '@backend/shared/budapest-time';
import { websiteHref } from '../../lib/website-href';
import { TableScroll, useTableStyles } from '@/components/ui/table-scroll';

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
  bottom: { paddingBottom: tokens.spacingVerticalXXXL },
});

/**
 * SPEC §2 /klub/admin/cegek: every company application, newest first, read-only (editing is
 * disabled). The date comes second so it stays in view when the long texts scroll sideways.
 */
export function CompaniesTable() {
  const styles = useStyles();
  const table = useTableStyles();
  const companies = useAdminCompanies();
  const c = huAdmin.adminCompanies.columns;

  if (companies.data === undefined) return <QueryFallback query={companies} failed={huAdmin.adminCompanies.loadFailed} />;
  if (companies.data.length === 0) return <Body1 as="p">{huAdmin.adminCompanies.empty}</Body1>;

  const cell = (...extra: Array<string | false>) => mergeClasses(table.cell, ...extra);
  return (
    <div className={styles.bottom}>
      <TableScroll label={huAdmin.adminCompanies.label}>
        <Table aria-label={huAdmin.adminCompanies.label} className={table.table} size="small">
          <TableHeader className={table.head}>
            <TableRow>
              {[c.name, c.createdAt, c.website, c.address, c.contact, c.teacherCount, c.activities, c.optionals].map((label) => (
                <TableHeaderCell key={label} className={table.headerCell}>
                  {label}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody className={table.body}>
            {companies.data.map((company) => (
              <TableRow key={company.id} className={table.row}>
                <TableCell className={cell(table.titleCell, styles.nameCell)}>
                  <span className={table.name}>{company.name}</span>
                </TableCell>
                <TableCell className={cell(table.nowrap)} data-label={c.createdAt}>
                  {formatDay(company.createdAt)}
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
                    <Link className={table.target} href={`mailto:${company.contactEmail}`}>{company.contactEmail}</Link>
                    <Link className={table.target} href={`tel:${company.contactPhone.replace(/[^\d+]/g, '')}`}>{company.contactPhone}</Link>
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
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
    </div>
  );
}
