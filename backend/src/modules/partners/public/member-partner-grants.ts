import { Injectable } from '@nestjs/common';
import type { MemberDataPartnerGrant } from '../../../contract/member-data';
import { PartnerDirectory } from '../queries/partner-directory';

/**
 * What partners lets other modules know of one member's partner sites (the member's own data export):
 * each site by name, never by its id.
 */
@Injectable()
export class MemberPartnerGrants {
  constructor(private readonly directory: PartnerDirectory) {}

  async of(userId: string): Promise<MemberDataPartnerGrant[]> {
    const grants = await this.directory.grantsOf(userId);
    return grants.map(({ name, data, grantedAt }) => ({ name, data, grantedAt }));
  }

  /** Every registered site's name by its id: a member's history names the sites its consents mention. */
  async names(): Promise<ReadonlyMap<string, string>> {
    return new Map((await this.directory.list()).map((partner) => [partner.id, partner.name]));
  }
}
