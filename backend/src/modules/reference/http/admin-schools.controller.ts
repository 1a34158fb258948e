import { Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminGuard } from '../../../platform/auth/auth.guards';
import { Clock } from '../../../platform/clock/clock';
import { commandMeta } from '../../../platform/http/command-meta.factory';
import { readUpload } from '../../../platform/http/uploads';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { ImportSchoolsCommand } from '../commands/import-schools.command';
import { readSchoolFile, RowError } from '../files/read-school-file';
import { AdminSchoolListItem, listSchoolsForAdmin } from '../queries/list-schools';

export interface ImportSchoolsResponse {
  imported: number;
  updated: number;
  errors: RowError[];
}

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/schools')
@UseGuards(AdminGuard)
export class AdminSchoolsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readStore: ReadStore,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOkResponse({ description: '[{ id, om, name, city }]' })
  list(): Promise<AdminSchoolListItem[]> {
    return listSchoolsForAdmin(this.readStore);
  }

  /**
   * CSV (comma or semicolon, UTF-8 or Windows-1250) or XLSX with columns om, name, city (or their
   * Hungarian names). Valid rows are imported even when others are reported in `errors` by line.
   */
  @Post('import')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ description: '{ imported, updated, errors: [{ line, message }] }' })
  async import(@Req() request: FastifyRequest): Promise<ImportSchoolsResponse> {
    const upload = await readUpload(request, 'file');
    const file = await readSchoolFile(upload.buffer);
    const result = await this.commands.execute(new ImportSchoolsCommand(file.rows, commandMeta(request, this.clock)));
    return { ...result, errors: file.errors };
  }
}
