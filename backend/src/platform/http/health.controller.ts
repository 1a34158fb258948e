import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Health } from '../../contract/platform';
import { Access } from '../auth/access';

@ApiTags('health')
@Access('public')
@Controller('health')
export class HealthController {
  @Get()
  health(): Health {
    return { status: 'ok' };
  }
}
