import { makeStyles } from '@fluentui/react-components';
import { FunnelChart, HorizontalBarChart, HorizontalBarChartWithAxis, LineChart, getNextColor, type LegendsProps, type LineChartPoints } from '@fluentui/react-charts';
import { huAdmin } from '@/i18n/hu-admin';
import { budapestDay, budapestDayStart } from '@backend/shared/budapest-time';
import type { InsightsView, ReviewMonth } from '@backend/contract/insights';
import type { GrowthPeriod } from '../lib/insights-filters';
import { funnelStages } from '../lib/insights-tables';
import { monthTick, weekTick } from '../lib/period-labels';

/**
 * The screen's charts, drawn with Fluent's own v9 charting package. This file is the only one that
 * imports it, and only the insights route imports this file: the package travels in that route's chunk.
 */
const t = huAdmin.insights;
const CULTURE = 'hu-HU';
const HEIGHT = 300;

const useStyles = makeStyles({
  // The package capitalises every word of a legend; ours are sentences.
  legend: { textTransform: 'none' },
});

/** Every legend shown (wrapped onto more lines, never "+1 more"), written as we write it. */
function useLegendProps(): Partial<LegendsProps> {
  const styles = useStyles();
  return { allowFocusOnLegends: true, enabledWrapLines: true, styles: { legend: styles.legend } };
}

/**
 * A count axis of whole people from 0: no 0.5 steps when the largest figure is small, and a top of at
 * least 1, or an all-zero series collapses the axis and writes its ticks over each other.
 */
const countAxis = (values: number[]) => {
  const max = Math.max(1, ...values);
  const step = Math.max(1, Math.ceil(max / 5));
  const ticks = Array.from({ length: Math.ceil(max / step) + 1 }, (_, index) => index * step);
  return { yMinValue: 0, yMaxValue: ticks[ticks.length - 1], yAxisTickValues: ticks };
};

/** A period's first day as the x of a line chart, and back to the tick written in our words. */
const at = (day: string) => budapestDayStart(day);
const tickOf = (period: GrowthPeriod) => (date: Date) => (period === 'week' ? weekTick(budapestDay(date)) : monthTick(budapestDay(date).slice(0, 7)));

export function GrowthChart({ view, period }: { view: InsightsView; period: GrowthPeriod }) {
  const points = period === 'week' ? view.growth.weeks : view.growth.months;
  const series = (['applications', 'activations', 'registrations', 'firstSignups'] as const).map(
    (key): LineChartPoints => ({ legend: t.growth[key], data: points.map((point) => ({ x: at(point.start), y: point[key] })) }),
  );
  return (
    <LineChart
      data={{ chartTitle: t.growth.title, lineChartData: series }}
      height={HEIGHT}
      culture={CULTURE}
      customDateTimeFormatter={tickOf(period)}
      {...countAxis(points.flatMap((point) => [point.applications, point.activations, point.registrations, point.firstSignups]))}
      legendProps={useLegendProps()}
    />
  );
}

export function FunnelView({ view }: { view: InsightsView }) {
  const stages = funnelStages(view).map((stage, index) => ({ stage: stage.label, value: stage.value, color: getNextColor(index) }));
  return <FunnelChart data={stages} chartTitle={t.funnel.title} height={HEIGHT} culture={CULTURE} legendProps={useLegendProps()} />;
}

/** Members per category as horizontal bars: the names stay readable at 390 px. */
export function ReachBars({ rows, title }: { rows: Array<{ label: string; members: number }>; title: string }) {
  const axis = countAxis(rows.map((row) => row.members));
  return (
    <HorizontalBarChartWithAxis
      // The axis draws its first category at the bottom: reversed, the list reads top-down like the table.
      data={[...rows].reverse().map((row) => ({ x: row.members, y: row.label, legend: row.label, color: getNextColor(0), barLabel: String(row.members) }))}
      chartTitle={title}
      height={Math.max(160, rows.length * 28 + 60)}
      culture={CULTURE}
      hideLegend
      showYAxisLables
      // Room for the longest name ("Szabolcs-Szatmár-Bereg") beside the axis.
      margins={{ left: 150 }}
      yAxisCategoryOrder="data"
      tickValues={axis.yAxisTickValues}
      xMaxValue={axis.yMaxValue}
    />
  );
}

export function ReviewChart({ view }: { view: InsightsView }) {
  const line = (rows: ReviewMonth[], what: string, measure: 'medianHours' | 'p90Hours'): LineChartPoints => ({
    legend: t.review.series(what, measure === 'medianHours' ? t.review.median : t.review.p90),
    data: rows.flatMap((row) => (row[measure] === null ? [] : [{ x: at(`${row.month}-01`), y: row[measure] }])),
    lineOptions: measure === 'p90Hours' ? { strokeDasharray: '5 3' } : undefined,
  });
  const series = [
    line(view.review.applications, t.review.applications, 'medianHours'),
    line(view.review.applications, t.review.applications, 'p90Hours'),
    line(view.review.signups, t.review.signups, 'medianHours'),
    line(view.review.signups, t.review.signups, 'p90Hours'),
  ].filter((points) => points.data.length > 0);
  return (
    <LineChart
      data={{ chartTitle: t.review.title, lineChartData: series }}
      height={HEIGHT}
      culture={CULTURE}
      customDateTimeFormatter={tickOf('month')}
      yAxisTitle={t.review.hours}
      yMinValue={0}
      legendProps={useLegendProps()}
    />
  );
}

/** Each service's seats taken against its limit (an unlimited one against what it holds). */
export function ServiceBars({ view }: { view: InsightsView }) {
  const data = view.services.map((service) => ({
    chartTitle: service.name,
    chartData: [
      {
        legend: t.services.seats,
        // One colour for every service: the bars compare fill, not services.
        color: getNextColor(0),
        horizontalBarChartdata: { x: service.seatsTaken, total: service.limit ?? Math.max(service.seatsTaken, 1) },
        xAxisCalloutData: service.name,
        yAxisCalloutData: t.services.taken(service.seatsTaken, service.limit),
      },
    ],
  }));
  return <HorizontalBarChart data={data} culture={CULTURE} chartDataMode="fraction" />;
}

export function PartnersChart({ view }: { view: InsightsView }) {
  const series = view.partners.flatMap((partner) =>
    (['signIns', 'newConsents'] as const).map(
      (key): LineChartPoints => ({
        legend: t.partners.series(partner.name, t.partners[key]),
        data: partner.months.map((month) => ({ x: at(`${month.month}-01`), y: month[key] })),
        lineOptions: key === 'newConsents' ? { strokeDasharray: '5 3' } : undefined,
      }),
    ),
  );
  return (
    <LineChart
      data={{ chartTitle: t.partners.title, lineChartData: series }}
      height={HEIGHT}
      culture={CULTURE}
      customDateTimeFormatter={tickOf('month')}
      {...countAxis(view.partners.flatMap((partner) => partner.months.flatMap((month) => [month.signIns, month.newConsents])))}
      legendProps={useLegendProps()}
    />
  );
}
