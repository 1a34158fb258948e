import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { TableScroll } from '@/components/ui/table-scroll';
import type { DataTableModel } from '../lib/insights-tables';

const useStyles = makeStyles({
  table: { borderCollapse: 'collapse', minWidth: '100%', fontSize: tokens.fontSizeBase300 },
  caption: { textAlign: 'start', padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, fontWeight: tokens.fontWeightSemibold },
  cell: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    textAlign: 'end',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  head: { fontWeight: tokens.fontWeightSemibold, verticalAlign: 'bottom', backgroundColor: tokens.colorNeutralBackground2 },
  rowHeader: { textAlign: 'start', fontWeight: tokens.fontWeightRegular },
});

/** A chart's figures as a real table: a caption, column headers, and each row named by its first cell. */
export function DataTable({ model, label }: { model: DataTableModel; label: string }) {
  const styles = useStyles();
  return (
    // Wider than a phone: the table scrolls sideways in its own box (a focusable region, for the keyboard).
    <TableScroll label={label}>
      <table className={styles.table}>
        <caption className={styles.caption}>{model.caption}</caption>
        <thead>
          <tr>
            {model.columns.map((column, index) => (
              <th key={column} scope="col" className={mergeClasses(styles.cell, styles.head, index === 0 && styles.rowHeader)}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={mergeClasses(styles.cell, styles.rowHeader)}>
                {row.header}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index} className={styles.cell}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
