import { Body, Controller, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { BotCheck } from '../../../platform/bot-check/bot-check.port';
import { Clock } from '../../../platform/clock/clock';
import { commandMeta } from '../../../platform/http/command-meta.factory';
import { ApplyAsCompanyCommand } from '../commands/apply-as-company.command';
import { ApplyAsCompanyDto, CompanyIdResponse } from './apply-as-company.dto';

@ApiTags('company')
@Controller('company')
export class CompanyApplicationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly botCheck: BotCheck,
    private readonly clock: Clock,
  ) {}

  /** Public. Errors: VALIDATION_FAILED (field `recaptcha` when the bot check fails), TOO_MANY_REQUESTS. */
  @Post('create')
  @UseGuards(ThrottlerGuard)
  @Throttle({ default: { limit: 5, ttl: 60_000 } })
  @ApiCreatedResponse({ type: CompanyIdResponse })
  async create(@Body() body: ApplyAsCompanyDto, @Req() request: FastifyRequest): Promise<CompanyIdResponse> {
    await this.botCheck.verify(body.recaptcha);
    const { recaptcha: _solution, ...fields } = body;
    return this.commands.execute(new ApplyAsCompanyCommand({ ...fields, optionals: fields.optionals ?? '' }, commandMeta(request, this.clock)));
  }
}
