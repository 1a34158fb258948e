import { Skeleton, SkeletonItem, TableCell, TableRow } from '@fluentui/react-components';

interface SkeletonRowsProps {
  rows: number;
  columns: number;
  /** Read out for each row, e.g. "Cégek betöltése…". */
  label: string;
}

/**
 * Placeholder rows a table shows while its first page is on its way, so the page keeps its shape. The
 * roles are written out: a table shown as cards on a phone (`display: block`) loses the implied ones.
 */
export function SkeletonRows({ rows, columns, label }: SkeletonRowsProps) {
  return Array.from({ length: rows }, (_, row) => (
    <TableRow key={row} role="row" aria-label={label}>
      {Array.from({ length: columns }, (_, column) => (
        <TableCell key={column} role="cell">
          <Skeleton aria-hidden>
            <SkeletonItem size={16} />
          </Skeleton>
        </TableCell>
      ))}
    </TableRow>
  ));
}
