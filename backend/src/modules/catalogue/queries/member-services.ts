import { Injectable } from '@nestjs/common';
import { MemberServiceGroupView, MemberServiceView } from '../../../contract/member-services';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { serviceNotFound } from '../domain/catalogue.errors';
import { SIGNUPS, SignupDoc, signupId } from '../projections/signups.projection';
import { CatalogueReader } from './catalogue-reader';
import { toMemberCard, toMemberView } from './member-service-view';

/** GET /api/services, composed at query time from `services` and the member's `signups` (DESIGN §4). */
@Injectable()
export class MemberServices {
  constructor(
    private readonly catalogue: CatalogueReader,
    private readonly readStore: ReadStore,
  ) {}

  /**
   * Archived services never; hidden ones only to members signed up to them; empty groups are left out.
   * Each service as its card shows it; the dialog asks for the whole service (`get`).
   */
  async list(userId: string): Promise<MemberServiceGroupView[]> {
    const [groups, signups] = await Promise.all([this.catalogue.groups(), this.signupsOf(userId)]);
    return groups
      .map(({ id, name, order, services }) => ({
        id,
        name,
        order,
        services: services
          .filter(({ doc }) => !doc.hidden || signups.has(doc._id))
          .map((placed) => toMemberCard(toMemberView(placed, signups.get(placed.doc._id) ?? null))),
      }))
      .filter((group) => group.services.length > 0);
  }

  /** One service by id, hidden or not (card links, SPEC §2 /klub/kartya/{id}). */
  async get(userId: string, serviceId: string): Promise<MemberServiceView> {
    const [placed, signup] = await Promise.all([
      this.catalogue.placed(serviceId),
      this.readStore.collection(SIGNUPS).get(signupId(serviceId, userId)),
    ]);
    if (!placed || placed.doc.archived) throw serviceNotFound();
    return toMemberView(placed, signup);
  }

  private async signupsOf(userId: string): Promise<Map<string, SignupDoc>> {
    const docs = await this.readStore.collection(SIGNUPS).find({ where: { userId } });
    return new Map(docs.map((doc) => [doc.serviceId, doc]));
  }
}
