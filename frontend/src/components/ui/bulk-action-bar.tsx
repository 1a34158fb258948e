import type { ReactNode } from 'react';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
  },
  count: { fontWeight: tokens.fontWeightSemibold, marginInlineEnd: tokens.spacingHorizontalS },
});

/** The bar over a table while rows are ticked (issue 41 §7): how many, then what can be done to them. */
export function BulkActionBar({ label, summary, children }: { label: string; summary: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.bar} role="group" aria-label={label}>
      <Body1 className={styles.count}>{summary}</Body1>
      {children}
    </div>
  );
}
