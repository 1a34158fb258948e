import { Controller, Get, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DomainError } from '../../../shared/domain-error';
import { PostcodeDirectory } from '../queries/postcode-directory';
import { ZipCityResponse, ZipQueryDto } from './zip-query.dto';

@ApiTags('util')
@Controller('util')
export class ZipController {
  constructor(private readonly postcodes: PostcodeDirectory) {}

  /** Public: the teacher and company applications fill the city in before anyone signs in. */
  @Get('zip')
  @ApiOkResponse({ type: ZipCityResponse })
  @ApiNotFoundResponse({ description: 'ZIP_NOT_FOUND' })
  cityOf(@Query() query: ZipQueryDto): ZipCityResponse {
    const name = this.postcodes.cityOf(query.q);
    if (name === null) throw new DomainError('ZIP_NOT_FOUND', 'not_found');
    return { name };
  }
}
