import { Module } from '@nestjs/common';
import { moduleParts } from '../../platform/module-parts';
import { AssertionSigner } from './sign-in/assertion-signer';
import { DemoPartnerSeed } from './seeds/demo-partner.seed';
import { PartnerCommands } from './commands/partner-commands';
import { PartnerSignInCommands } from './commands/partner-sign-in-commands';
import { PARTNER_UPCASTERS } from './domain/partner.upcasters';
import { AdminPartnersController } from './http/admin-partners.controller';
import { JwksRoute } from './http/jwks-route';
import { PartnerSignInController } from './http/partner-sign-in.controller';
import { partnerGrantsProjection } from './projections/partner-grants.projection';
import { partnerNamesProjection } from './projections/partner-names.projection';
import { partnersProjection } from './projections/partners.projection';
import { partnerSignInsProjection } from './projections/partner-sign-ins.projection';
import { MemberPartnerGrants } from './public/member-partner-grants';
import { PartnerConsents } from './queries/partner-consents';
import { PartnerDirectory } from './queries/partner-directory';

/** Partner sites whose members sign in with the club (`partner-{id}` streams; grants live in members' streams). */
@Module({
  controllers: [AdminPartnersController, PartnerSignInController],
  providers: [
    PartnerCommands,
    PartnerSignInCommands,
    PartnerDirectory,
    PartnerConsents,
    AssertionSigner,
    JwksRoute,
    MemberPartnerGrants,
    ...moduleParts({ upcasters: PARTNER_UPCASTERS, projections: [partnersProjection, partnerGrantsProjection, partnerSignInsProjection, partnerNamesProjection], seeds: [DemoPartnerSeed] }),
  ],
  exports: [MemberPartnerGrants],
})
export class PartnersModule {}
