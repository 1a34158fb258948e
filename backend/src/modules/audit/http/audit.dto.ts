import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import type { AuditQuery, HistoryQuery } from '../../../contract/audit';
import { PageQueryDto } from '../../../platform/http/page-query.dto';
import { AUDIT_ACTIONS, AuditAction } from '../../../module-lists/audit-actions';
import { MAX_PAGE_SIZE } from '../queries/audit-trail';

const DAY_OR_INSTANT = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

export class AuditQueryDto implements AuditQuery {
  @IsOptional() @IsString() @MaxLength(100) actor?: string;
  @IsOptional() @IsIn(AUDIT_ACTIONS) action?: AuditAction;
  @IsOptional() @IsString() @MaxLength(100) target?: string;
  /** A day (YYYY-MM-DD, included) or an instant (ISO 8601 with its zone). */
  @IsOptional() @IsString() @Matches(DAY_OR_INSTANT) from?: string;
  @IsOptional() @IsString() @Matches(DAY_OR_INSTANT) to?: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100_000) page?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(MAX_PAGE_SIZE) pageSize?: number;
}

export class AuditExportQueryDto extends AuditQueryDto {
  @IsOptional() @IsString() token?: string;
}

export class HistoryQueryDto extends PageQueryDto implements HistoryQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(10_000_000) revision?: number;
}
