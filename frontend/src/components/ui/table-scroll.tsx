import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { VISUALLY_HIDDEN } from '@/components/ui/visually-hidden';

/** Below this width the admin tables turn into stacked cards (one row, one card). */
const PHONE = '@media (max-width: 699px)';

const useStyles = makeStyles({
  root: {
    maxWidth: '100%',
    overflowX: 'auto',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

/**
 * On a desktop, a table wider than the page scrolls sideways inside this box instead of widening the
 * page (a focusable region, so the keyboard can scroll it too). On a phone the table stacks instead.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/**
 * Fluent's Table is `table-layout: fixed` at 100 %; admin tables size columns by their content. On a
 * phone every row becomes a card: the header row is hidden (still read by screen readers) and each
 * cell shows its column name from `data-label` before its value.
 */
export const useTableStyles = makeStyles({
  table: { tableLayout: 'auto', minWidth: '100%', [PHONE]: { display: 'block' } },
  head: {
    [PHONE]: VISUALLY_HIDDEN,
  },
  body: { [PHONE]: { display: 'block' } },
  row: {
    [PHONE]: {
      display: 'flex',
      flexDirection: 'column',
      gap: tokens.spacingVerticalXS,
      padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    },
  },
  nowrap: { whiteSpace: 'nowrap' },
  headerCell: { fontWeight: tokens.fontWeightSemibold, verticalAlign: 'bottom', paddingBlock: tokens.spacingVerticalXS },
  cell: {
    paddingBlock: tokens.spacingVerticalS,
    verticalAlign: 'top',
    [PHONE]: {
      display: 'grid',
      gridTemplateColumns: '8.5rem minmax(0, 1fr)',
      columnGap: tokens.spacingHorizontalM,
      justifyItems: 'start',
      height: 'auto',
      padding: 0,
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      '::before': { content: 'attr(data-label)', color: tokens.colorNeutralForeground3 },
    },
  },
  /** The cell that names the row: the card's title on a phone, without a column label. */
  titleCell: {
    [PHONE]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      fontSize: tokens.fontSizeBase400,
      '::before': { display: 'none' },
    },
  },
  /** A row's tick box for a bulk action: the card's first line on a phone, without a column label. */
  selectCell: {
    [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)', '::before': { display: 'none' } },
  },
  /** The actions: the card's last line on a phone, without a column label. */
  actionsCell: {
    [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)', paddingTop: tokens.spacingVerticalXS, '::before': { display: 'none' } },
  },
  /** A link or button on a line of its own in a cell, not a word in a sentence: a target at least 24 px tall (WCAG 2.5.8). */
  target: { display: 'inline-block', boxSizing: 'border-box', minHeight: '24px', paddingBlock: '2px' },
  name: { display: 'block', fontWeight: tokens.fontWeightSemibold },
  secondary: {
    display: 'block',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    whiteSpace: 'nowrap',
    [PHONE]: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
  },
});
