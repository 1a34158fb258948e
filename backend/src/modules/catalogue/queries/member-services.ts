import { Injectable } from '@nestjs/common';
import { MemberServiceGroupView, MemberServicePage, MemberServiceView } from '../../../contract/member-services';
import { PageQuery } from '../../../contract/common';
import { pageWindow } from '../../../platform/http/page-query.dto';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { groupNotFound, serviceNotFound } from '../domain/catalogue.errors';
import { SERVICES_PAGE_SIZE, SERVICES_SHOWN_AT_FIRST } from '../domain/member-service-pages';
import { SIGNUPS, SignupDoc, signupId } from '../projections/signups.projection';
import { CatalogueReader, OrderedGroup, PlacedService } from './catalogue-reader';
import { toMemberCard, toMemberView } from './member-service-view';

type MemberSignups = Map<string, SignupDoc>;

/** A category's services this member sees, in order: archived never, hidden ones only where signed up. */
const shownTo = (group: OrderedGroup, signups: MemberSignups): PlacedService[] =>
  group.services.filter(({ doc }) => !doc.hidden || signups.has(doc._id));

const cardOf = (placed: PlacedService, signups: MemberSignups) => toMemberCard(toMemberView(placed, signups.get(placed.doc._id) ?? null));

/**
 * GET /api/services, composed at query time from `services` and the member's `signups` (DESIGN §4).
 * Only the cards of a page become views: choosing them is a filter over the shared, already ordered
 * catalogue, and what cost was building and sending every card (docs/decisions/0098).
 */
@Injectable()
export class MemberServices {
  constructor(
    private readonly catalogue: CatalogueReader,
    private readonly readStore: ReadStore,
  ) {}

  /** The categories with their first services and how many each has; empty ones are left out. */
  async list(userId: string): Promise<MemberServiceGroupView[]> {
    const [groups, signups] = await Promise.all([this.catalogue.groups(), this.signupsOf(userId)]);
    return groups.flatMap((group) => {
      const shown = shownTo(group, signups);
      if (shown.length === 0) return [];
      const services = shown.slice(0, SERVICES_SHOWN_AT_FIRST).map((placed) => cardOf(placed, signups));
      return [{ id: group.id, name: group.name, order: group.order, services, serviceCount: shown.length }];
    });
  }

  /** One page of one category's services, in the category's order; an unknown category is 404. */
  async page(userId: string, groupId: string, query: PageQuery): Promise<MemberServicePage> {
    const [groups, signups] = await Promise.all([this.catalogue.groups(), this.signupsOf(userId)]);
    const group = groups.find(({ id }) => id === groupId);
    if (!group) throw groupNotFound();
    const shown = shownTo(group, signups);
    const { page, pageSize, skip, limit } = pageWindow(query, SERVICES_PAGE_SIZE);
    const items = shown.slice(skip, skip + limit).map((placed) => cardOf(placed, signups));
    return { groupId, total: shown.length, page, pageSize, items };
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

  private async signupsOf(userId: string): Promise<MemberSignups> {
    const docs = await this.readStore.collection(SIGNUPS).find({ where: { userId } });
    return new Map(docs.map((doc) => [doc.serviceId, doc]));
  }
}
