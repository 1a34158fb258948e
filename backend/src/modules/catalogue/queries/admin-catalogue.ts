import { Injectable } from '@nestjs/common';
import { AdminServiceDetailView, AdminServiceSignupPage, AdminServiceView, ServiceFileView, SignupListQuery } from '../../../contract/admin-services';
import { SPEC_LIST_WINDOW } from '../../../platform/http/capped-list';
import { pageWindow } from '../../../platform/http/page-query.dto';
import { serviceNotFound } from '../domain/catalogue.errors';
import { toAdminView, toFileView } from './admin-service-view';
import { CatalogueReader } from './catalogue-reader';
import { SignupPages } from './signup-page';

/** The admin services screen's services (SPEC §2 /klub/admin/szolgaltatasok); its categories are AdminServiceGroups'. */
@Injectable()
export class AdminCatalogue {
  constructor(
    private readonly catalogue: CatalogueReader,
    private readonly signups: SignupPages,
  ) {}

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
