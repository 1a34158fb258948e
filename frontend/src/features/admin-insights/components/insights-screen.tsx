import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Body1, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { QueryFallback } from '@/components/ui/query-state';
import { huAdmin } from '@/i18n/hu-admin';
import type { InsightsView } from '@backend/contract/insights';
import { useInsights } from '../api/get-insights';
import { exportSearch, filtersFromSearch, insightsQueryOf, searchFromFilters, type GrowthPeriod, type InsightsFilters } from '../lib/insights-filters';
import { countiesTable, funnelTable, growthTable, partnersTable, reviewTable, schoolLevelsTable, servicesTable } from '../lib/insights-tables';
import { dayLabel } from '../lib/period-labels';
import { queryFieldErrors } from '../lib/query-errors';
import { ChartCard } from './chart-card';
import { FunnelView, GrowthChart, PartnersChart, ReachBars, ReviewChart, ServiceBars } from './insights-charts';
import { InsightsFiltersBar } from './insights-filters-bar';

const t = huAdmin.insights;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  summary: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  asOf: { fontWeight: tokens.fontWeightSemibold },
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingVerticalL,
    '@media (max-width: 899px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/** "Áttekintés" (issue 25 §3): the programme's figures, each chart readable as a table and downloadable. */
export function InsightsScreen() {
  const styles = useStyles();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const insights = useInsights(insightsQueryOf(filters));
  // A second choice made before the re-render builds on the first (as on the audit trail).
  const requested = useRef<InsightsFilters | null>(null);
  const searchText = search.toString();
  useEffect(() => {
    requested.current = null;
  }, [searchText]);
  const change = (next: Partial<InsightsFilters>) => {
    requested.current = { ...(requested.current ?? filters), ...next };
    setSearch(searchFromFilters(requested.current));
  };

  const refused = insights.isError ? queryFieldErrors(insights.error) : null;
  const data = refused ? undefined : insights.data;
  return (
    <div className={styles.root}>
      <InsightsFiltersBar filters={filters} shown={data} errors={refused ?? {}} onChange={change} />
      {refused ? (
        <FormError message={t.badQuery} />
      ) : !data ? (
        <QueryFallback query={insights} failed={t.loadFailed} />
      ) : (
        <Figures view={data} filters={filters} onPeriod={(period) => change({ period })} />
      )}
    </div>
  );
}

function Figures({ view, filters, onPeriod }: { view: InsightsView; filters: InsightsFilters; onPeriod: (period: GrowthPeriod) => void }) {
  const styles = useStyles();
  const exportOf = (section: Parameters<typeof exportSearch>[0]) => exportSearch(section, filters);
  return (
    <>
      <Body1 as="p" className={styles.summary} aria-live="polite">
        <span className={styles.asOf}>{view.asOf ? t.asOfShown(dayLabel(view.asOf)) : t.asOfNow}</span>
        <span>{t.period(dayLabel(view.from), dayLabel(view.to))}</span>
        {view.firstDay && <span>{t.firstDay(dayLabel(view.firstDay))}</span>}
      </Body1>
      <ChartCard
        title={t.growth.title}
        table={growthTable(view, filters.period)}
        exportSearch={exportOf('growth')}
        controls={
          <FormField label={t.growth.byLabel}>
            <RadioGroup layout="horizontal" value={filters.period} onChange={(_, data) => onPeriod(data.value as GrowthPeriod)}>
              <Radio value="month" label={t.growth.month} />
              <Radio value="week" label={t.growth.week} />
            </RadioGroup>
          </FormField>
        }
      >
        <GrowthChart view={view} period={filters.period} />
      </ChartCard>
      {/* Nobody applied in the period: a funnel of zeros has no shape to draw. */}
      <ChartCard title={t.funnel.title} lead={t.funnel.lead} table={funnelTable(view)} empty={view.growth.funnel.applied === 0} exportSearch={exportOf('funnel')}>
        <FunnelView view={view} />
      </ChartCard>
      <div className={styles.pair}>
        <ChartCard title={t.counties.title} table={countiesTable(view)} exportSearch={exportOf('counties')}>
          <ReachBars title={t.counties.title} rows={countiesTable(view).rows.map((row) => ({ label: row.header, members: Number(row.cells[0]) }))} />
        </ChartCard>
        <ChartCard title={t.schoolLevels.title} lead={t.schoolLevels.note} table={schoolLevelsTable(view)} exportSearch={exportOf('schoolLevels')}>
          <ReachBars title={t.schoolLevels.title} rows={schoolLevelsTable(view).rows.map((row) => ({ label: row.header, members: Number(row.cells[0]) }))} />
        </ChartCard>
      </div>
      <ChartCard title={t.review.title} lead={t.review.lead} table={reviewTable(view)} exportSearch={exportOf('review')}>
        <ReviewChart view={view} />
      </ChartCard>
      <ChartCard title={t.services.title} lead={t.services.lead} table={servicesTable(view)} exportSearch={exportOf('services')}>
        <ServiceBars view={view} />
      </ChartCard>
      <ChartCard title={t.partners.title} lead={t.partners.lead} table={partnersTable(view)} exportSearch={exportOf('partners')}>
        <PartnersChart view={view} />
      </ChartCard>
    </>
  );
}
