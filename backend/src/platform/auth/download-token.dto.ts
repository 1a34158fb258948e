import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import type { DownloadTokenQuery } from '../../contract/platform';

export class DownloadTokenQueryDto implements DownloadTokenQuery {
  @ApiProperty({ description: 'The path of the one link the token opens, as the link writes it.', example: '/api/profile/export.xlsx' })
  @IsString()
  @MaxLength(1000)
  @Matches(/^\/(?!\/)/)
  path: string;
}
