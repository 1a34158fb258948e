import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';
import { CHOSEN_EXPORT_MAX, ChosenExportQuery } from '../../contract/common';
import { IdList } from './dto-helpers';

/** The query of an export link (a download token beside it) that may name the ticked rows alone. */
export class ChosenExportQueryDto implements ChosenExportQuery {
  @ApiPropertyOptional({ description: `Up to ${CHOSEN_EXPORT_MAX} member ids, comma-separated: only their rows.` })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.split(',').map((id) => id.trim()).filter(Boolean) : value))
  @IdList(CHOSEN_EXPORT_MAX)
  users?: string[];

  /** The download token the link opens with (DownloadAccess reads it). */
  @IsOptional() @IsString() token?: string;
}
