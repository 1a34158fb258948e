import { Injectable } from '@nestjs/common';
import { AuthRequestAnswer, AuthRequestBody } from '../../../contract/partners';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { PartnerGrants } from '../../accounts/public/partner-grants';
import { unknownPartner } from '../domain/partners.errors';
import { PartnerDirectory } from '../queries/partner-directory';
import { AssertionSigner } from '../sign-in/assertion-signer';

/** A member accepting a partner's sign-in request (SPEC §7 POST /user/auth-request). */
@Injectable()
export class PartnerSignInCommands {
  constructor(
    private readonly directory: PartnerDirectory,
    private readonly grants: PartnerGrants,
    private readonly signer: AssertionSigner,
  ) {}

  /**
   * The partner is looked up again by the page's URL (never trusted from the window), the grant is
   * recorded in the member's stream, and an assertion is signed for the partner's origin with only the
   * data it may receive.
   */
  async accept(userId: string, request: AuthRequestBody, meta: CommandMeta): Promise<AuthRequestAnswer> {
    const partner = await this.directory.lookup(request.url);
    const profile = await this.grants.profile(userId);
    if (!profile) throw unknownPartner();
    await this.grants.grant(userId, partner.id, partner.data, meta);
    const shared = Object.fromEntries(partner.data.map((item) => [item, profile[item]]));
    const id_token = this.signer.sign({ audience: partner.origin, partnerId: partner.id, userId, nonce: request.nonce, shared }, meta.now);
    return { id_token };
  }
}
