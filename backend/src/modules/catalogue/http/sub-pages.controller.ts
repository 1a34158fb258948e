import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SubPageView } from '../../../contract/member-services';
import { CurrentUser } from '../../../platform/auth/auth.guards';
import { SessionUser } from '../../../platform/auth/session';
import { SubPages } from '../queries/sub-pages';
import { Access } from '../../../platform/auth/access';

/** GET /api/materials/services/{subpage}: public ones to anyone; others 401, 403 (naming the service), 404. */
@ApiTags('services')
@Access('public', 'bearer-if-sent')
@Controller('materials/services')
export class SubPagesController {
  constructor(private readonly subPages: SubPages) {}

  @Get(':subpage')
  @Header('cache-control', 'no-store')
  view(@Param('subpage') subPageUrl: string, @CurrentUser() user: SessionUser | undefined): Promise<SubPageView> {
    return this.subPages.view(subPageUrl, user ?? null);
  }
}
