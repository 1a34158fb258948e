import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { listSchools, SchoolListItem } from '../queries/list-schools';

@ApiTags('schools')
@Controller('schools')
export class SchoolsController {
  constructor(private readonly readStore: ReadStore) {}

  /** Public: the teacher application's school picker needs it before anyone signs in. */
  @Get()
  @ApiOkResponse({ description: '[{ id, name, city }] in Hungarian alphabetical order of name' })
  list(): Promise<SchoolListItem[]> {
    return listSchools(this.readStore);
  }
}
