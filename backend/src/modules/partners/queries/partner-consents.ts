import { Injectable } from '@nestjs/common';
import type { PartnerConsentView } from '../../../contract/partners';
import { AccessLog } from '../../../platform/access-log/access-log';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { MemberDirectory } from '../../accounts/public/member-directory';
import { PartnerData } from '../domain/partner.types';
import { PARTNER_GRANTS } from '../projections/partner-grants.projection';
import { PartnerDirectory } from './partner-directory';

/** The members who let one partner site receive their data, by name (an erased member is gone with their grants). */
@Injectable()
export class PartnerConsents {
  constructor(
    private readonly readStore: ReadStore,
    private readonly directory: PartnerDirectory,
    private readonly members: MemberDirectory,
    private readonly accessLog: AccessLog,
  ) {}

  /**
   * The list as staff read it: a look at personal data, a row of the audit trail naming the site and
   * how many members it held (issue 22 §2).
   */
  async look(partnerId: string, meta: CommandMeta): Promise<PartnerConsentView[]> {
    const consents = await this.of(partnerId);
    await this.accessLog.record(meta, { kind: 'partner-consents', partnerId, rows: consents.length });
    return consents;
  }

  /** NOT_FOUND for a site that is not registered. */
  async of(partnerId: string): Promise<PartnerConsentView[]> {
    await this.directory.get(partnerId);
    const docs = await this.readStore.collection(PARTNER_GRANTS).find({ where: { partnerIds: { has: partnerId } } });
    const people = await this.members.byIds(docs.map((doc) => doc._id));
    const consents = docs.flatMap((doc) => {
      const grant = doc.grants.find((candidate) => candidate.partnerId === partnerId);
      const member = people.get(doc._id);
      if (!grant || !member) return [];
      return [{ userId: member.id, name: member.fullName, email: member.email, data: grant.data as PartnerData[], grantedAt: grant.grantedAt }];
    });
    return consents.sort((a, b) => a.name.localeCompare(b.name, 'hu') || a.email.localeCompare(b.email));
  }
}
