import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { DownloadToken } from '../../contract/platform';
import { CurrentUser, MemberGuard } from './auth.guards';
import { DownloadTokens } from './download-tokens';
import { SessionUser } from './session';

/** SPEC §7: a short-lived token appended to download links as `?token=`. */
@ApiTags('materials')
@ApiBearerAuth()
@Controller('materials/downloadtoken')
@UseGuards(MemberGuard)
export class DownloadTokenController {
  constructor(private readonly tokens: DownloadTokens) {}

  @Get()
  @Header('cache-control', 'no-store')
  async issue(@CurrentUser() user: SessionUser): Promise<DownloadToken> {
    return { token: await this.tokens.issue(user.id) };
  }
}
