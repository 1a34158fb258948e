import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CompanyListAnswer } from '../../../contract/companies';
import { cappedList, SPEC_LIST_WINDOW } from '../../../platform/http/capped-list';
import { asksForPage, PageQueryDto } from '../../../platform/http/page-query.dto';
import { Access } from '../../../platform/auth/access';
import { CompanyApplications } from '../queries/company-applications';

@ApiTags('admin')
@Access('admin')
@Controller('admin/companies')
export class AdminCompaniesController {
  constructor(private readonly applications: CompanyApplications) {}

  /**
   * SPEC §3 company application fields, newest first (/klub/admin/cegek): a page when asked with `page`
   * or `pageSize`, else the list capped at 2,000 rows with the total in X-Total-Count.
   */
  @Get()
  async list(@Query() query: PageQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<CompanyListAnswer> {
    if (asksForPage(query)) return this.applications.page(query);
    return cappedList(reply, await this.applications.page(SPEC_LIST_WINDOW));
  }
}
