import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { DownloadTokenQuery } from '../../contract/platform';

export class DownloadTokenQueryDto implements DownloadTokenQuery {
  @ApiPropertyOptional({ description: 'The path of the one link the token opens, as the link writes it. Without it, the token opens the first link it is used on (once, like any download token).', example: '/api/profile/export.xlsx' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  @Matches(/^\/(?!\/)/)
  path?: string;
}
