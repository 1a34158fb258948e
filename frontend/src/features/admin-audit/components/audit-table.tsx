import { Button, Caption1, Link, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { HistoryRegular } from '@fluentui/react-icons';
import { fieldValueText, personName } from '@/components/history/field-value';
import { formatMoment } from '@backend/shared/budapest-time';
import { fieldLabel } from '@backend/module-lists/record-texts';
import { TableScroll, useTableStyles } from '@/components/ui/table-scroll';
import { huAdmin } from '@/i18n/hu-admin';
import type { AuditEntryView, PersonRef } from '@backend/contract/audit';

const useStyles = makeStyles({
  changes: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, overflowWrap: 'anywhere' },
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  erased: { fontStyle: 'italic', color: tokens.colorNeutralForeground3 },
  // What a look at personal data saw (a history's moment, how many people), under its action.
  about: { display: 'block', margin: 0, marginTop: tokens.spacingVerticalXXS, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

const HISTORY_PREFIXES = ['user-', 'service-', 'partner-'];
export const hasHistory = (entry: AuditEntryView) => HISTORY_PREFIXES.some((prefix) => entry.stream.startsWith(prefix));

interface AuditTableProps {
  entries: AuditEntryView[];
  onActor: (person: { id: string; name: string }) => void;
  onTarget: (target: { id: string; name: string }) => void;
  onHistory: (entry: AuditEntryView) => void;
}

/** The trail's rows: when, who, what, on whom or what, and what changed. */
export function AuditTable({ entries, onActor, onTarget, onHistory }: AuditTableProps) {
  const styles = useStyles();
  const table = useTableStyles();
  const c = huAdmin.adminAudit.columns;
  const cell = (...extra: Array<string | false>) => mergeClasses(table.cell, ...extra);

  /** A name that filters the trail to that person or thing; an erased person is not a link. */
  const pivot = (id: string | null, name: string | null, choose: (value: { id: string; name: string }) => void) => {
    if (!id) return null;
    if (name === null) return <span className={styles.erased}>{huAdmin.adminAudit.erased}</span>;
    return (
      <Link as="button" className={table.target} aria-label={huAdmin.adminAudit.filterBy(name)} onClick={() => choose({ id, name })}>
        {name}
      </Link>
    );
  };
  const person = (ref: PersonRef | null) => (ref === null ? personName(null) : pivot(ref.id, ref.name, onActor));
  /** Always named by the server; what has an id filters the trail to it, an erased member does not. */
  const target = ({ target: { kind, id, name } }: AuditEntryView) => {
    if (kind === 'member' && id && name === huAdmin.adminAudit.erased) return pivot(id, null, onTarget);
    return id ? pivot(id, name, onTarget) : <span>{name}</span>;
  };

  return (
    <TableScroll label={huAdmin.adminAudit.tableLabel}>
      <Table aria-label={huAdmin.adminAudit.tableLabel} className={table.table} size="small">
        <TableHeader className={table.head}>
          <TableRow>
            {[c.at, c.actor, c.action, c.target, c.changes, c.history].map((label) => (
              <TableHeaderCell key={label} className={table.headerCell}>
                {label}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody className={table.body}>
          {entries.map((entry) => (
            <TableRow key={entry.id} className={table.row}>
              <TableCell className={cell(table.nowrap)} data-label={c.at}>
                {formatMoment(entry.at)}
              </TableCell>
              <TableCell className={cell()} data-label={c.actor}>
                {person(entry.actor)}
              </TableCell>
              <TableCell className={cell(table.titleCell)} data-label={c.action}>
                {huAdmin.auditActions[entry.action]}
                {entry.about !== null ? (
                  <Caption1 as="p" className={styles.about}>
                    {entry.about}
                  </Caption1>
                ) : (
                  entry.count !== null && entry.count > 1 && <Caption1> ({huAdmin.adminAudit.count(entry.count)})</Caption1>
                )}
              </TableCell>
              <TableCell className={cell()} data-label={c.target}>
                <span className={styles.stack}>
                  {target(entry)}
                  {entry.member && pivot(entry.member.id, entry.member.name, onTarget)}
                </span>
              </TableCell>
              <TableCell className={cell()} data-label={c.changes}>
                {entry.changes.length > 0 && (
                  <ul className={styles.changes}>
                    {entry.changes.map((change) => (
                      <li key={change.field}>
                        {fieldLabel(entry.target.kind, change.field)}: {fieldValueText(change.before)} → {fieldValueText(change.after)}
                      </li>
                    ))}
                  </ul>
                )}
              </TableCell>
              <TableCell className={cell(table.nowrap, table.actionsCell)}>
                {hasHistory(entry) && (
                  <Button appearance="subtle" icon={<HistoryRegular />} aria-label={`${huAdmin.adminAudit.openHistory}: ${huAdmin.auditActions[entry.action]}, ${formatMoment(entry.at)}`} onClick={() => onHistory(entry)} />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
