import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CompanyApplicationView, CompanyListAnswer } from '../../../contract/companies';
import { Done } from '../../../contract/common';
import { cappedList, SPEC_LIST_WINDOW } from '../../../platform/http/capped-list';
import { asksForPage } from '../../../platform/http/page-query.dto';
import { Access } from '../../../platform/auth/access';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Meta } from '../../../platform/http/command-meta.decorator';
import { CompanyCommands } from '../commands/company-commands';
import { CompanyApplications } from '../queries/company-applications';
import { CompanyListQueryDto, CompanyNoteDto, CompanyStatusDto } from './admin-companies.dto';

@ApiTags('admin')
@Access('admin')
@Controller('admin/companies')
export class AdminCompaniesController {
  constructor(
    private readonly applications: CompanyApplications,
    private readonly commands: CompanyCommands,
  ) {}

  /**
   * SPEC §3 company application fields with staff's status and note, newest first (/klub/admin/cegek):
   * a page when asked with `page`, `pageSize` or `status`, else the list capped at 2,000 rows with the
   * total in X-Total-Count.
   */
  @Get()
  async list(@Query() query: CompanyListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<CompanyListAnswer> {
    if (asksForPage(query) || query.status !== undefined) return this.applications.page(query);
    return cappedList(reply, await this.applications.page(SPEC_LIST_WINDOW));
  }

  /** Where staff stand with the company (issue 41 §8); answers the application as it is now. */
  @Post(':id/status')
  @HttpCode(200)
  async changeStatus(@Param('id') id: string, @Body() body: CompanyStatusDto, @Meta() meta: CommandMeta): Promise<CompanyApplicationView> {
    await this.commands.changeStatus(id, body.status, meta);
    return this.applications.get(id);
  }

  @Put(':id/note')
  async setNote(@Param('id') id: string, @Body() body: CompanyNoteDto, @Meta() meta: CommandMeta): Promise<CompanyApplicationView> {
    await this.commands.setNote(id, body.note, meta);
    return this.applications.get(id);
  }

  /** Deletes the application and everything it told us (GDPR, decision 0107). */
  @Delete(':id')
  @HttpCode(200)
  async remove(@Param('id') id: string, @Meta() meta: CommandMeta): Promise<Done> {
    await this.commands.delete(id, meta);
    return {};
  }
}
