import { Injectable } from '@nestjs/common';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { DemoSeed } from '../../../platform/seed/demo-seeds';
import { PARTNER_DATA } from '../domain/partner.types';
import { PartnerDirectory } from '../queries/partner-directory';
import { PartnerCommands } from '../commands/partner-commands';

/** Where `npm run partner-demo` serves the worked-example partner page (its own origin). */
export const DEMO_PARTNER_ORIGIN = 'http://localhost:4100';

/** The demo partner, once: the page of `npm run partner-demo`, receiving all four data. */
@Injectable()
export class DemoPartnerSeed implements DemoSeed {
  readonly name = 'partners';
  readonly order = 50;

  constructor(
    private readonly commands: PartnerCommands,
    private readonly directory: PartnerDirectory,
  ) {}

  async seed(meta: CommandMeta): Promise<string[]> {
    if ((await this.directory.list()).length > 0) return [];
    await this.commands.register({ name: 'Demó partneroldal', origins: [DEMO_PARTNER_ORIGIN, 'http://127.0.0.1:4100'], data: [...PARTNER_DATA], active: true }, meta);
    return [`Partner sign-in demo: npm run partner-demo, then open ${DEMO_PARTNER_ORIGIN}`];
  }
}
