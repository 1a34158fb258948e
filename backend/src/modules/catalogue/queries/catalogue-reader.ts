import { Injectable } from '@nestjs/common';
import { pagesOf } from '../../../platform/read-store/in-pages';
import { ReadModelMemo, ReadModelVersion } from '../../../platform/projections/read-model-memo';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { CATALOGUE, CATALOGUE_DOC } from '../projections/catalogue.projection';
import { SERVICES, ServiceDoc } from '../projections/services.projection';

export interface PlacedService {
  doc: ServiceDoc;
  groupId: string;
  /** Position among the group's listed (non-archived) services, as the reorder calls count. */
  order: number;
}

export interface OrderedGroup {
  id: string;
  name: string;
  order: number;
  services: PlacedService[];
  archived: PlacedService[];
}

/**
 * A category as the catalogue document orders it: its services' ids, not the services. A service's
 * index in `services` is its reorder index, as the decider counts it.
 */
export interface GroupOutline {
  id: string;
  name: string;
  order: number;
  services: readonly string[];
  archived: readonly string[];
}

/**
 * Composes the catalogue document (order) with the service documents (settings, counts). Every
 * member's service list starts from the whole catalogue, so it is composed once per change of the
 * read models, not once per request.
 */
@Injectable()
export class CatalogueReader {
  private readonly catalogue: ReadModelMemo<OrderedGroup[]>;

  constructor(
    private readonly readStore: ReadStore,
    readModels: ReadModelVersion,
  ) {
    this.catalogue = new ReadModelMemo(readModels, () => this.compose());
  }

  /** The groups in order, each with its listed and archived services: frozen, shared by every caller. */
  groups(): Promise<OrderedGroup[]> {
    return this.catalogue.get();
  }

  private async compose(): Promise<OrderedGroup[]> {
    // Every service (3,011 at ten times the club, with their texts): read a page at a time, frozen, not copied at once (issue 40 §1).
    const [catalogue, docs] = await Promise.all([this.readStore.collection(CATALOGUE).get(CATALOGUE_DOC), this.allServices()]);
    const byId = new Map(docs.map((doc) => [doc._id, doc]));
    return (catalogue?.groups ?? []).map((group, order) => {
      const placed = group.serviceIds.map((id) => byId.get(id)).filter((doc): doc is ServiceDoc => doc !== undefined);
      const listed = placed.filter((doc) => !doc.archived);
      return {
        id: group.id,
        name: group.name,
        order,
        services: listed.map((doc, index) => ({ doc, groupId: group.id, order: index })),
        archived: placed.filter((doc) => doc.archived).map((doc, index) => ({ doc, groupId: group.id, order: index })),
      };
    });
  }

  private async allServices(): Promise<ServiceDoc[]> {
    const docs: ServiceDoc[] = [];
    for await (const page of pagesOf(this.readStore.collection(SERVICES), { readOnly: true })) for (const doc of page) docs.push(doc);
    return docs;
  }

  /** The groups in order with their services' ids: the catalogue document alone, no service read (the admin's lists, docs/decisions/0101). */
  async outline(): Promise<GroupOutline[]> {
    const catalogue = await this.readStore.collection(CATALOGUE).get(CATALOGUE_DOC);
    const archived = new Set(catalogue?.archived);
    return (catalogue?.groups ?? []).map(({ id, name, serviceIds }, order) => ({
      id,
      name,
      order,
      services: serviceIds.filter((serviceId) => !archived.has(serviceId)),
      archived: serviceIds.filter((serviceId) => archived.has(serviceId)),
    }));
  }

  /** These services by id, read as they are (frozen, shared); an id no service has yet is left out. */
  async servicesById(ids: readonly string[]): Promise<Map<string, ServiceDoc>> {
    if (ids.length === 0) return new Map();
    const docs = await this.readStore.collection(SERVICES).find({ where: { _id: { in: ids } }, readOnly: true });
    return new Map(docs.map((doc) => [doc._id, doc]));
  }

  /** One service and its place, without reading every other service. */
  async placed(serviceId: string): Promise<PlacedService | null> {
    const [catalogue, doc] = await Promise.all([
      this.readStore.collection(CATALOGUE).get(CATALOGUE_DOC),
      this.readStore.collection(SERVICES).get(serviceId),
    ]);
    const group = catalogue?.groups.find((g) => g.serviceIds.includes(serviceId));
    if (!doc || !catalogue || !group) return null;
    const siblings = group.serviceIds.filter((id) => catalogue.archived.includes(id) === doc.archived);
    return { doc, groupId: group.id, order: siblings.indexOf(serviceId) };
  }
}
