import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, ValidateBy } from 'class-validator';
import type { InsightsQuery } from '../../../contract/insights';
import { isCalendarDay, PeriodKind } from '../../../shared/calendar-periods';
import { INSIGHTS_SECTIONS, InsightsSection } from '../domain/insights.texts';

/** A real calendar day written `YYYY-MM-DD`: a wrong format or a day that does not exist (02-30) is `matches`. */
const CalendarDay = () => ValidateBy({ name: 'matches', validator: { validate: (value) => typeof value === 'string' && isCalendarDay(value) } });

const DAY = { type: String, format: 'date', example: '2026-11-27' };

/** A cleared picker sends `asOf=`: an empty day is no day (the default), not a bad one. */
const EmptyIsAbsent = () => Transform(({ value }) => (value === '' ? undefined : value));

export class InsightsQueryDto implements InsightsQuery {
  @ApiPropertyOptional({ ...DAY, description: "First day of the period (Budapest); default: the club's first day." })
  @EmptyIsAbsent()
  @IsOptional()
  @IsString()
  @CalendarDay()
  from?: string;

  @ApiPropertyOptional({ ...DAY, description: 'Last day of the period (Budapest), not after today; default: asOf, else today.' })
  @EmptyIsAbsent()
  @IsOptional()
  @IsString()
  @CalendarDay()
  to?: string;

  @ApiPropertyOptional({ ...DAY, description: 'The figures as they stood at the end of this day (Budapest), from what the read models keep of each day; not after today.' })
  @EmptyIsAbsent()
  @IsOptional()
  @IsString()
  @CalendarDay()
  asOf?: string;
}

export class InsightsExportQueryDto extends InsightsQueryDto {
  /** Required: checked by the handler once the caller is known (who may not export hears 401/403 first). */
  @ApiPropertyOptional({ enum: INSIGHTS_SECTIONS, description: 'Which chart of the screen to export (required).' })
  @IsOptional()
  @IsIn(INSIGHTS_SECTIONS)
  section?: InsightsSection;

  @ApiPropertyOptional({ enum: ['week', 'month'], description: 'Growth by ISO week or by month; default: month.' })
  @IsOptional()
  @IsIn(['week', 'month'])
  period?: PeriodKind;

  @IsOptional() @IsString() token?: string;
}
