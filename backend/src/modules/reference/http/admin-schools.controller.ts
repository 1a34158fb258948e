import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminSchoolView, SchoolImportReport } from '../../../contract/schools';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Meta } from '../../../platform/http/command-meta.decorator';
import { readUpload } from '../../../platform/http/uploads';
import { ApiTableUpload } from '../../../platform/tables/api-table-upload';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { SchoolCommands } from '../commands/school-commands';
import { readSchoolFile } from '../files/read-school-file';
import { listSchoolsForAdmin } from '../queries/list-schools';
import { Access } from '../../../platform/auth/access';

@ApiTags('admin')
@Access('admin')
@Controller('admin/schools')
export class AdminSchoolsController {
  constructor(
    private readonly schools: SchoolCommands,
    private readonly readStore: ReadStore,
  ) {}

  @Get()
  list(): Promise<AdminSchoolView[]> {
    return listSchoolsForAdmin(this.readStore);
  }

  @Post('import')
  @HttpCode(200)
  @ApiTableUpload(
    'Import the school list',
    'CSV (comma, semicolon or tab; UTF-8 or Windows-1250) or XLSX with columns om, name, city (or their Hungarian names, under up to ten title rows). Valid rows are imported even when others are reported in `errors` by line; a school already known by its OM id is updated.',
  )
  async import(@Req() request: FastifyRequest, @Meta() meta: CommandMeta): Promise<SchoolImportReport> {
    const upload = await readUpload(request, 'file');
    const file = await readSchoolFile(upload.buffer);
    const result = await this.schools.import(file.rows, meta);
    return { ...result, errors: file.errors };
  }
}
