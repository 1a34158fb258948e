import { Injectable } from '@nestjs/common';
import type { InsightsQuery } from '../../../contract/insights';
import { XlsxFile } from '../../../platform/http/xlsx-download';
import { budapestDay } from '../../../shared/budapest-time';
import { PeriodKind } from '../../../shared/calendar-periods';
import { INSIGHTS_FILE_PREFIX, INSIGHTS_SHEETS, InsightsSection } from '../domain/insights.texts';
import { InsightsQueries } from './insights-queries';
import { insightsWorkbook } from './insights-workbook';

/**
 * What one chart of "Áttekintés" shows, as a workbook: `attekintes-novekedes-2026-11-27.xlsx`, dated the
 * Budapest day its figures stand at (`asOf`, else today). Counts only, no person: not a look at personal data.
 */
@Injectable()
export class InsightsExport {
  constructor(private readonly insights: InsightsQueries) {}

  async workbook(section: InsightsSection, period: PeriodKind, query: InsightsQuery, now: Date): Promise<XlsxFile> {
    const figures = await this.insights.figures(query, now, { withServiceMonths: section === 'services' });
    const fileName = `${INSIGHTS_FILE_PREFIX}-${INSIGHTS_SHEETS[section].file}-${figures.view.asOf ?? budapestDay(now)}.xlsx`;
    return { fileName, content: insightsWorkbook(figures, section, period) };
  }
}
