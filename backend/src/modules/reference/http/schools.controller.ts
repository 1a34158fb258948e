import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SchoolView } from '../../../contract/schools';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { listSchools } from '../queries/list-schools';
import { Access } from '../../../platform/auth/access';

@ApiTags('schools')
@Access('public')
@Controller('schools')
export class SchoolsController {
  constructor(private readonly readStore: ReadStore) {}

  /** Public: the teacher application's school picker needs it before anyone signs in. */
  @Get()
  list(): Promise<SchoolView[]> {
    return listSchools(this.readStore);
  }
}
