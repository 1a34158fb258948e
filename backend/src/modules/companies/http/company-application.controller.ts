import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { CreatedId } from '../../../contract/common';
import { BotCheck } from '../../../platform/bot-check/bot-check.port';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Meta } from '../../../platform/http/command-meta.decorator';
import { CompanyCommands } from '../commands/company-commands';
import { ApplyAsCompanyDto } from './apply-as-company.dto';
import { Access } from '../../../platform/auth/access';

@ApiTags('company')
@Access('public')
@Controller('company')
export class CompanyApplicationController {
  constructor(
    private readonly companies: CompanyCommands,
    private readonly botCheck: BotCheck,
  ) {}

  /** Public. Errors: VALIDATION_FAILED (field `recaptcha` when the bot check fails), TOO_MANY_REQUESTS. */
  @Post('create')
  @UseGuards(ThrottlerGuard)
  @Throttle({ default: { limit: 5, ttl: 60_000 } })
  async create(@Body() body: ApplyAsCompanyDto, @Meta() meta: CommandMeta): Promise<CreatedId> {
    await this.botCheck.verify(body.recaptcha);
    const { recaptcha: _solution, ...fields } = body;
    return { id: await this.companies.apply({ ...fields, optionals: fields.optionals ?? '' }, meta) };
  }
}
