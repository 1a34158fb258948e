import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { PageQuery } from '../../contract/common';

/** The largest page any list answers: the activated-users table's largest option (SPEC §5). */
export const MAX_PAGE_SIZE = 2000;

/** The default page size of the lists the SPEC gives none for: the activated-users table's (SPEC §5). */
export const DEFAULT_PAGE_SIZE = 20;

/** `?page=&pageSize=` of a paged list; a list's own DTO extends this and adds its filters and sort. */
export class PageQueryDto implements PageQuery {
  @ApiPropertyOptional({ minimum: 1, description: 'The page, from 1.' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, description: `Rows per page, at most ${MAX_PAGE_SIZE}.` })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  pageSize?: number;
}

/** Whether the caller asked for a page (else the list answers its SPEC shape, capped). */
export const asksForPage = (query: PageQuery): boolean => query.page !== undefined || query.pageSize !== undefined;

/** The rows to skip and take for a page query. */
export function pageWindow(query: PageQuery, defaultSize = DEFAULT_PAGE_SIZE): { page: number; pageSize: number; skip: number; limit: number } {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? defaultSize;
  return { page, pageSize, skip: (page - 1) * pageSize, limit: pageSize };
}
