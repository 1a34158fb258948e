import { useId, useState, type ReactNode } from 'react';
import { Body1, Switch, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useAdminNotify } from '@/components/ui/admin-toaster';
import { ExportButton } from '@/components/ui/export-button';
import { huAdmin } from '@/i18n/hu-admin';
import type { DataTableModel } from '../lib/insights-tables';
import { DataTable } from './data-table';

const t = huAdmin.insights;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    '@media (max-width: 599px)': { padding: tokens.spacingHorizontalM },
  },
  title: { margin: 0 },
  lead: { margin: 0, color: tokens.colorNeutralForeground2, maxWidth: '70ch' },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
  end: { marginInlineStart: 'auto' },
  // A chart never widens the page: it fits the card, or scrolls inside it.
  chart: { width: '100%', overflowX: 'auto' },
});

interface ChartCardProps {
  title: string;
  lead?: string;
  table: DataTableModel;
  /** The export's query string (`?section=…&from=…`). */
  exportSearch: string;
  /** Nothing to draw (default: a table without rows); a table of zeros is still shown when asked for. */
  empty?: boolean;
  /** Controls of this chart alone (the growth chart's week/month switch). */
  controls?: ReactNode;
  /** The chart, drawn only while the table is not shown. */
  children: ReactNode;
}

/** One chart of the screen: its h2, its "Táblázat" switch to read the figures as a table, and its XLSX export (an empty period says so instead of an empty chart). */
export function ChartCard({ title, lead, table, exportSearch, empty = table.rows.length === 0, controls, children }: ChartCardProps) {
  const styles = useStyles();
  const headingId = useId();
  const notify = useAdminNotify();
  const [asTable, setAsTable] = useState(false);
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Title3 as="h2" id={headingId} className={styles.title}>
        {title}
      </Title3>
      {lead && (
        <Body1 as="p" className={styles.lead}>
          {lead}
        </Body1>
      )}
      {controls}
      <div className={styles.toolbar}>
        <Switch label={t.table} checked={asTable} onChange={(_, data) => setAsTable(data.checked)} />
        <div className={styles.end}>
          <ExportButton label={t.export} path="/api/admin/insights/export" search={exportSearch} onError={() => notify(t.exportFailed, 'error')} />
        </div>
      </div>
      {asTable && table.rows.length > 0 ? (
        <DataTable model={table} label={t.tableRegion(title)} />
      ) : empty ? (
        <Body1 as="p" className={styles.lead}>
          {t.empty}
        </Body1>
      ) : (
        <div className={styles.chart} role="group" aria-label={t.chartLabel(title)}>
          {children}
        </div>
      )}
    </section>
  );
}
