import { Injectable } from '@nestjs/common';
import { AdminServiceGroupPage, AdminServiceGroupView, AdminServiceListItem } from '../../../contract/admin-services';
import { PageQuery } from '../../../contract/common';
import { pageWindow } from '../../../platform/http/page-query.dto';
import { ADMIN_SERVICES_PAGE_SIZE, ADMIN_SERVICES_SHOWN_AT_FIRST, ServiceGroupList } from '../domain/admin-service-pages';
import { groupNotFound } from '../domain/catalogue.errors';
import { ServiceDoc } from '../projections/services.projection';
import { toListItem } from './admin-service-view';
import { CatalogueReader, GroupOutline } from './catalogue-reader';

const idsOf = (group: GroupOutline, list: ServiceGroupList) => (list === 'archived' ? group.archived : group.services);

/** The rows of `ids`, the first of which stands at `from` in the group's list. */
function rowsOf(group: GroupOutline, ids: readonly string[], from: number, docs: Map<string, ServiceDoc>): AdminServiceListItem[] {
  return ids.flatMap((id, index) => {
    const doc = docs.get(id);
    return doc ? [toListItem({ doc, groupId: group.id, order: from + index })] : [];
  });
}

/**
 * The admin's categories (SPEC §7 GET /admin/servicegroups), each with the first services of its
 * lists, and one list a page at a time (docs/decisions/0101). The order comes from the catalogue
 * document alone; only the services an answer shows are read, so an answer costs its page, not the
 * club's 3,011 services with their texts.
 */
@Injectable()
export class AdminServiceGroups {
  constructor(private readonly catalogue: CatalogueReader) {}

  async list(): Promise<AdminServiceGroupView[]> {
    return this.viewsOf(await this.catalogue.outline());
  }

  /** One category as the list shows it (what creating, renaming and reordering in it answer). */
  async group(groupId: string): Promise<AdminServiceGroupView> {
    const [view] = await this.viewsOf((await this.catalogue.outline()).filter(({ id }) => id === groupId));
    if (!view) throw groupNotFound();
    return view;
  }

  /** One page of a category's list in its order; an unknown category is 404. */
  async page(groupId: string, list: ServiceGroupList, query: PageQuery): Promise<AdminServiceGroupPage> {
    const group = (await this.catalogue.outline()).find(({ id }) => id === groupId);
    if (!group) throw groupNotFound();
    const ids = idsOf(group, list);
    const { page, pageSize, skip, limit } = pageWindow(query, ADMIN_SERVICES_PAGE_SIZE);
    const shown = ids.slice(skip, skip + limit);
    const items = rowsOf(group, shown, skip, await this.catalogue.servicesById(shown));
    return { groupId, list, total: ids.length, page, pageSize, items };
  }

  private async viewsOf(groups: GroupOutline[]): Promise<AdminServiceGroupView[]> {
    const first = (group: GroupOutline, list: ServiceGroupList) => idsOf(group, list).slice(0, ADMIN_SERVICES_SHOWN_AT_FIRST);
    const docs = await this.catalogue.servicesById(groups.flatMap((group) => [...first(group, 'services'), ...first(group, 'archived')]));
    return groups.map((group) => ({
      id: group.id,
      name: group.name,
      order: group.order,
      services: rowsOf(group, first(group, 'services'), 0, docs),
      serviceCount: group.services.length,
      archivedServices: rowsOf(group, first(group, 'archived'), 0, docs),
      archivedCount: group.archived.length,
    }));
  }
}
