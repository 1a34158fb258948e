import { Health } from '../../contract/platform';
import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

@ApiTags('health')
@Controller('health')
export class HealthController {
  @Get()
  health(): Health {
    return { status: 'ok' };
  }
}
