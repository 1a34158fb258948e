import { Injectable } from '@nestjs/common';
import { PartnerGrantView, PartnerLookupView, PartnerView } from '../../../contract/partners';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { partnerNotFound } from '../../../shared/platform-errors';
import { unknownPartner } from '../domain/partners.errors';
import { originOfPage, PartnerData } from '../domain/partner.types';
import { PARTNER_GRANTS } from '../projections/partner-grants.projection';
import { PARTNERS, PartnerDoc } from '../projections/partners.projection';

const toView = ({ _id, name, origins, data, active }: PartnerDoc): PartnerView => ({ id: _id, name, origins, data, active });

/** The registered partners, and who a sign-in request comes from. */
@Injectable()
export class PartnerDirectory {
  constructor(private readonly readStore: ReadStore) {}

  async list(): Promise<PartnerView[]> {
    const docs = await this.readStore.collection(PARTNERS).find();
    return docs.map(toView).sort((a, b) => a.name.localeCompare(b.name, 'hu'));
  }

  async get(partnerId: string): Promise<PartnerView> {
    const doc = await this.readStore.collection(PARTNERS).get(partnerId);
    if (!doc) throw partnerNotFound();
    return toView(doc);
  }

  /**
   * The active partner whose registered origin is exactly the page's (scheme, host and port);
   * UNKNOWN_PARTNER otherwise, whatever the reason, so a probe learns nothing.
   */
  async lookup(pageUrl: string): Promise<PartnerLookupView> {
    const origin = originOfPage(pageUrl);
    if (!origin) throw unknownPartner();
    const partners = await this.readStore.collection(PARTNERS).find();
    const partner = partners.find((p) => p.active && p.origins.includes(origin));
    if (!partner) throw unknownPartner();
    return { id: partner._id, name: partner.name, origin, host: new URL(origin).host, data: partner.data };
  }

  async grantsOf(userId: string): Promise<PartnerGrantView[]> {
    const doc = await this.readStore.collection(PARTNER_GRANTS).get(userId);
    const grants = doc?.grants ?? [];
    const partners = await Promise.all(grants.map((grant) => this.readStore.collection(PARTNERS).get(grant.partnerId)));
    return grants.map((grant, index) => ({
      partnerId: grant.partnerId,
      name: partners[index]?.name ?? '',
      data: grant.data as PartnerData[],
      grantedAt: grant.grantedAt,
    }));
  }
}
