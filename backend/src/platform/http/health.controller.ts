import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Health } from '../../contract/platform';

@ApiTags('health')
@Controller('health')
export class HealthController {
  @Get()
  health(): Health {
    return { status: 'ok' };
  }
}
