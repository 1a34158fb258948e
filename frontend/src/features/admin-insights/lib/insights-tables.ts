import { huAdmin } from '@/i18n/hu-admin';
import type { InsightsView } from '@backend/contract/insights';
import type { GrowthPeriod } from './insights-filters';
import { hoursLabel, monthLabel, weekLabel } from './period-labels';

const t = huAdmin.insights;

/** A chart's figures as a table: a caption, the column headers, and rows led by their row header. */
export interface DataTableModel {
  caption: string;
  columns: string[];
  rows: Array<{ key: string; header: string; cells: Array<string | number> }>;
}

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`);

export function growthTable(view: InsightsView, period: GrowthPeriod): DataTableModel {
  const points = period === 'week' ? view.growth.weeks : view.growth.months;
  return {
    caption: t.growth.caption(period === 'week' ? t.growth.week : t.growth.month),
    columns: [t.growth.period, t.growth.applications, t.growth.activations, t.growth.registrations, t.growth.firstSignups],
    rows: points.map((point) => ({
      key: point.period,
      header: period === 'week' ? weekLabel(point.period, point.start) : monthLabel(point.period),
      cells: [point.applications, point.activations, point.registrations, point.firstSignups],
    })),
  };
}

/** The funnel's stages in order, with their Hungarian names. */
export function funnelStages(view: InsightsView): Array<{ key: keyof InsightsView['growth']['funnel']; label: string; value: number }> {
  const { funnel } = view.growth;
  return (['applied', 'activated', 'registered', 'signedUp'] as const).map((key) => ({ key, label: t.funnel[key], value: funnel[key] }));
}

export function funnelTable(view: InsightsView): DataTableModel {
  const applied = view.growth.funnel.applied;
  return {
    caption: t.funnel.title,
    columns: [t.funnel.stage, t.funnel.people, t.funnel.share],
    rows: funnelStages(view).map((stage) => ({ key: stage.key, header: stage.label, cells: [stage.value, percent(stage.value, applied)] })),
  };
}

export function countiesTable(view: InsightsView): DataTableModel {
  const rows = view.reach.counties.map((row) => ({ key: row.county, header: row.county, cells: [row.members] }));
  if (view.reach.unknownCounty > 0) rows.push({ key: 'unknown', header: t.counties.unknown, cells: [view.reach.unknownCounty] });
  return { caption: t.counties.title, columns: [t.counties.county, t.counties.members], rows };
}

export function schoolLevelsTable(view: InsightsView): DataTableModel {
  return {
    caption: t.schoolLevels.title,
    columns: [t.schoolLevels.level, t.schoolLevels.members],
    rows: view.reach.schoolLevels.map((row) => ({ key: row.level, header: t.schoolLevelLabels[row.level], cells: [row.members] })),
  };
}

export function reviewTable(view: InsightsView): DataTableModel {
  const { applications, signups } = view.review;
  const months = [...new Set([...applications, ...signups].map((row) => row.month))].sort();
  const of = (rows: typeof applications, month: string) => {
    const row = rows.find((candidate) => candidate.month === month);
    return row ? [row.reviewed, hoursLabel(row.medianHours), hoursLabel(row.p90Hours)] : [0, hoursLabel(null), hoursLabel(null)];
  };
  const columns = (what: string) => [t.review.reviewed, t.review.median, t.review.p90].map((measure) => t.review.series(what, measure));
  return {
    caption: t.review.title,
    columns: [t.review.month, ...columns(t.review.applications), ...columns(t.review.signups)],
    rows: months.map((month) => ({ key: month, header: monthLabel(month), cells: [...of(applications, month), ...of(signups, month)] })),
  };
}

export function servicesTable(view: InsightsView): DataTableModel {
  const s = t.services;
  return {
    caption: s.title,
    columns: [s.service, s.seats, s.limit, s.waitlist, s.promotions, s.withdrawals, s.rejections],
    rows: view.services.map((service) => ({
      key: service.serviceId,
      header: service.name,
      cells: [service.seatsTaken, service.limit ?? s.unlimited, service.waitlist, service.promotions, service.withdrawals, service.rejections],
    })),
  };
}

export function partnersTable(view: InsightsView): DataTableModel {
  const p = t.partners;
  return {
    caption: p.title,
    columns: [p.partner, p.month, p.signIns, p.newConsents],
    rows: view.partners.flatMap((partner) =>
      partner.months.map((month) => ({ key: `${partner.partnerId}-${month.month}`, header: partner.name, cells: [monthLabel(month.month), month.signIns, month.newConsents] })),
    ),
  };
}
