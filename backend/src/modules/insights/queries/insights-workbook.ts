import type { Readable } from 'node:stream';
import type { GrowthPoint, InsightsView, ReviewMonth, SchoolLevel } from '../../../contract/insights';
import type { InsightsFigures } from './insights-queries';
import { SheetColumn, tableWorkbook } from '../../../platform/tables/new-workbook';
import { budapestDayStart, formatDay } from '../../../shared/budapest-time';
import { PeriodKind } from '../../../shared/calendar-periods';
import {
  FUNNEL_STEPS,
  INSIGHTS_COLUMNS as C,
  INSIGHTS_SHEETS,
  InsightsSection,
  REVIEW_KINDS,
  UNKNOWN_COUNTY,
  UNLIMITED,
} from '../domain/insights.texts';
import { MEMBER_FIELD_LABELS } from '../../accounts/public/member-words';

type Row = Record<string, unknown>;
interface Table {
  columns: SheetColumn[];
  /** Made as they are written: every service × every month is ~400,000 rows at ten times the club. */
  rows: Iterable<Row>;
}

/**
 * The five school-level flags as staff meet them everywhere else (the user edit form, histories, the trail),
 * so the screen and its XLSX agree; the sixth flag, "idén érettségiztet", is no kind of school.
 */
const { altalanosIskola, gimnazium, szakgimnazium, szakmaiTargy, felsooktatas } = MEMBER_FIELD_LABELS;
const SCHOOL_LEVEL_TEXTS = { altalanosIskola, gimnazium, szakgimnazium, szakmaiTargy, felsooktatas };

const column = (key: keyof typeof C, width = 16): SheetColumn => ({ header: C[key], key, width });
const day = (value: string) => formatDay(budapestDayStart(value));
const limitText = (limit: number | null) => limit ?? UNLIMITED;

function growth(view: InsightsView, period: PeriodKind): Table {
  const points: GrowthPoint[] = period === 'week' ? view.growth.weeks : view.growth.months;
  return {
    columns: [column(period, 12), column('start', 20), column('applications'), column('activations'), column('registrations', 24), column('firstSignups', 30)],
    rows: points.map((p) => ({ [period]: p.period, start: day(p.start), applications: p.applications, activations: p.activations, registrations: p.registrations, firstSignups: p.firstSignups })),
  };
}

function review(view: InsightsView): Table {
  const rows = (kind: keyof typeof REVIEW_KINDS, months: ReviewMonth[]) =>
    months.map((m) => ({ reviewKind: REVIEW_KINDS[kind], month: m.month, reviewed: m.reviewed, medianHours: m.medianHours ?? '', p90Hours: m.p90Hours ?? '' }));
  return {
    columns: [column('reviewKind', 50), column('month', 10), column('reviewed', 12), column('medianHours'), column('p90Hours', 20)],
    rows: [...rows('applications', view.review.applications), ...rows('signups', view.review.signups)],
  };
}

/** Each service's months, told one service at a time as the rows are written. */
function* serviceRows({ view, serviceMonths }: InsightsFigures): Generator<Row> {
  for (const s of view.services) {
    const months = serviceMonths(s.serviceId);
    if (months.length === 0) yield { service: s.name, month: '', signups: '', seatsTaken: s.seatsTaken, limit: limitText(s.limit), waitlist: s.waitlist, promotions: s.promotions, withdrawals: s.withdrawals, rejections: s.rejections };
    for (const m of months) yield { service: s.name, month: m.month, signups: m.signups, seatsTaken: m.seatsTaken, limit: limitText(m.limit), waitlist: m.waitlist, promotions: m.promotions, withdrawals: m.withdrawals, rejections: m.rejections };
  }
}

function services(figures: InsightsFigures): Table {
  return {
    columns: [column('service', 36), column('month', 10), column('signups'), column('seatsTaken'), column('limit'), column('waitlist', 12), column('promotions', 24), column('withdrawals'), column('rejections')],
    rows: serviceRows(figures),
  };
}

const TABLES: Record<Exclude<InsightsSection, 'services'>, (view: InsightsView, period: PeriodKind) => Table> = {
  growth,
  funnel: (view) => ({
    columns: [column('step', 30), column('people', 10)],
    rows: (Object.keys(FUNNEL_STEPS) as Array<keyof typeof FUNNEL_STEPS>).map((step) => ({ step: FUNNEL_STEPS[step], people: view.growth.funnel[step] })),
  }),
  counties: (view) => ({
    columns: [column('county', 26), column('activeMembers', 14)],
    rows: [...view.reach.counties.map((c) => ({ county: c.county, activeMembers: c.members })), { county: UNKNOWN_COUNTY, activeMembers: view.reach.unknownCounty }],
  }),
  schoolLevels: (view) => ({
    columns: [column('schoolLevel', 26), column('activeMembers', 14)],
    rows: view.reach.schoolLevels.map((l) => ({ schoolLevel: SCHOOL_LEVEL_TEXTS[l.level satisfies SchoolLevel], activeMembers: l.members })),
  }),
  review,
  partners: (view) => ({
    columns: [column('partner', 30), column('month', 10), column('signIns', 12), column('newConsents', 20)],
    rows: view.partners.flatMap((p) => p.months.map((m) => ({ partner: p.name, month: m.month, signIns: m.signIns, newConsents: m.newConsents }))),
  }),
};

/** One section of the insights as the screen's table shows it, on one sheet with Hungarian headers. */
export function insightsWorkbook(figures: InsightsFigures, section: InsightsSection, period: PeriodKind): Readable {
  const { columns, rows } = section === 'services' ? services(figures) : TABLES[section](figures.view, period);
  return tableWorkbook(INSIGHTS_SHEETS[section].sheet, columns, rows, (row) => row);
}
