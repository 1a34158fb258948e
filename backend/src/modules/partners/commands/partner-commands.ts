import { Injectable } from '@nestjs/common';
import { IdGenerator } from '../../../platform/clock/clock';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { PartnerSettings, partnerStream } from '../domain/partner.events';
import { partnerDecider } from '../domain/partner.decider';

/** The partner registry (`partner-{id}` streams). */
@Injectable()
export class PartnerCommands {
  private readonly partner = this.runner.for(partnerDecider, partnerStream);

  constructor(
    private readonly runner: CommandRunner,
    private readonly ids: IdGenerator,
  ) {}

  async register(settings: PartnerSettings, meta: CommandMeta): Promise<string> {
    const partnerId = this.ids.newId();
    await this.partner(partnerId, { type: 'RegisterPartner', data: { partnerId, ...settings } }, meta);
    return partnerId;
  }

  async change(partnerId: string, settings: Partial<PartnerSettings>, meta: CommandMeta): Promise<void> {
    await this.partner(partnerId, { type: 'ChangePartner', data: settings }, meta);
  }
}
