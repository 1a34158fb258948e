import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DownloadToken } from '../../contract/platform';
import { CurrentUser } from './auth.guards';
import { DownloadTokenQueryDto } from './download-token.dto';
import { DownloadTokens } from './download-tokens';
import { SessionUser } from './session';
import { Access } from './access';

/** SPEC §7: a short-lived token appended to download links as `?token=`. */
@ApiTags('materials')
@Access('member')
@Controller('materials/downloadtoken')
export class DownloadTokenController {
  constructor(private readonly tokens: DownloadTokens) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'A 60-second token for one download link',
    description:
      'The token opens the link at `path` (an export or a file, e.g. `/api/profile/export.xlsx`) once, within 60 seconds, and only while the session that asked for it lasts.',
  })
  async issue(@CurrentUser() user: SessionUser, @Query() query: DownloadTokenQueryDto): Promise<DownloadToken> {
    return { token: await this.tokens.issue(user, query.path) };
  }
}
