import { CreatedId } from '../../../contract/common';
import { Body, Controller, Post, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { BotCheck } from '../../../platform/bot-check/bot-check.port';
import { Clock } from '../../../platform/clock/clock';
import { commandMeta } from '../../../platform/http/command-meta.factory';
import { CompanyCommands } from '../commands/company-commands';
import { ApplyAsCompanyDto } from './apply-as-company.dto';

@ApiTags('company')
@Controller('company')
export class CompanyApplicationController {
  constructor(
    private readonly companies: CompanyCommands,
    private readonly botCheck: BotCheck,
    private readonly clock: Clock,
  ) {}

  /** Public. Errors: VALIDATION_FAILED (field `recaptcha` when the bot check fails), TOO_MANY_REQUESTS. */
  @Post('create')
  @UseGuards(ThrottlerGuard)
  @Throttle({ default: { limit: 5, ttl: 60_000 } })
  async create(@Body() body: ApplyAsCompanyDto, @Req() request: FastifyRequest): Promise<CreatedId> {
    await this.botCheck.verify(body.recaptcha);
    const { recaptcha: _solution, ...fields } = body;
    return { id: await this.companies.apply({ ...fields, optionals: fields.optionals ?? '' }, commandMeta(request, this.clock)) };
  }
}
