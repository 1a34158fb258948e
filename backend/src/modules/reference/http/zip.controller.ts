import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ZipCity } from '../../../contract/schools';
import { zipNotFound } from '../domain/reference.errors';
import { PostcodeDirectory } from '../queries/postcode-directory';
import { ZipQueryDto } from './zip-query.dto';
import { Access } from '../../../platform/auth/access';

@ApiTags('util')
@Access('public')
@Controller('util')
export class ZipController {
  constructor(private readonly postcodes: PostcodeDirectory) {}

  /** Public: the teacher and company applications fill the city in before anyone signs in. 404 ZIP_NOT_FOUND for an unknown postcode. */
  @Get('zip')
  cityOf(@Query() query: ZipQueryDto): ZipCity {
    const name = this.postcodes.cityOf(query.q);
    if (name === null) throw zipNotFound();
    return { name };
  }
}
