import { Skeleton, SkeletonItem, TableCell, TableRow } from '@fluentui/react-components';

interface SkeletonRowsProps {
  rows: number;
  columns: number;
  /** Read out for each row, e.g. "Cégek betöltése…". */
  label: string;
}

/** Placeholder rows a table shows while its first page is on its way, so the page keeps its shape. */
export function SkeletonRows({ rows, columns, label }: SkeletonRowsProps) {
  return Array.from({ length: rows }, (_, row) => (
    <TableRow key={row} aria-label={label}>
      {Array.from({ length: columns }, (_, column) => (
        <TableCell key={column}>
          <Skeleton aria-hidden>
            <SkeletonItem size={16} />
          </Skeleton>
        </TableCell>
      ))}
    </TableRow>
  ));
}
