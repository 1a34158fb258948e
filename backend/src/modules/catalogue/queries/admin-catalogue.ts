import { Injectable } from '@nestjs/common';
import { AdminServiceDetailView, AdminServiceGroupView, AdminServiceSignupPage, AdminServiceView, ServiceFileView, SignupListQuery } from '../../../contract/admin-services';
import { SPEC_LIST_WINDOW } from '../../../platform/http/capped-list';
import { pageWindow } from '../../../platform/http/page-query.dto';
import { groupNotFound, serviceNotFound } from '../domain/catalogue.errors';
import { toAdminView, toFileView, toListItem } from './admin-service-view';
import { CatalogueReader } from './catalogue-reader';
import { SignupPages } from './signup-page';
import { mapSliced } from '../../../shared/sliced';

/** The admin services screen (SPEC §2 /klub/admin/szolgaltatasok). */
@Injectable()
export class AdminCatalogue {
  constructor(
    private readonly catalogue: CatalogueReader,
    private readonly signups: SignupPages,
  ) {}

  /** The categories with their services as the list shows them (the editor reads `service`). */
  async groups(): Promise<AdminServiceGroupView[]> {
    // Thousands of services at ten times the club: listed in slices that yield (issue 40 §1).
    const views: AdminServiceGroupView[] = [];
    for (const { id, name, order, services, archived } of await this.catalogue.groups()) {
      views.push({ id, name, order, services: await mapSliced(services, toListItem), archivedServices: await mapSliced(archived, toListItem) });
    }
    return views;
  }

  async group(groupId: string): Promise<AdminServiceGroupView> {
    const group = (await this.groups()).find((candidate) => candidate.id === groupId);
    if (!group) throw groupNotFound();
    return group;
  }

  async service(serviceId: string): Promise<AdminServiceView> {
    const placed = await this.catalogue.placed(serviceId);
    if (!placed) throw serviceNotFound();
    return toAdminView(placed);
  }

  /** GET /admin/services/{id} in the SPEC's shape: the service and its first MAX_PAGE_SIZE users, and how many there are. */
  async serviceWithUsers(serviceId: string): Promise<{ view: AdminServiceDetailView; total: number }> {
    const service = await this.service(serviceId);
    const { items, total } = await this.signups.page(serviceId, SPEC_LIST_WINDOW);
    return { view: { ...service, users: items }, total };
  }

  /** GET /admin/services/{id}?page=…: the service and a page of its sign-ups. */
  async signupPage(serviceId: string, query: SignupListQuery): Promise<AdminServiceSignupPage> {
    const service = await this.service(serviceId);
    const { page, pageSize } = pageWindow(query);
    return { service, page, pageSize, ...(await this.signups.page(serviceId, query)) };
  }

  async files(serviceId: string): Promise<ServiceFileView[]> {
    const placed = await this.catalogue.placed(serviceId);
    if (!placed) throw serviceNotFound();
    return placed.doc.files.map(toFileView);
  }
}
