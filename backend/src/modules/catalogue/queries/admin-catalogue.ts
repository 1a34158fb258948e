import { Injectable } from '@nestjs/common';
import { AdminServiceDetailView, AdminServiceGroupView, AdminServiceView, ServiceFileView } from '../../../contract/admin-services';
import { groupNotFound, serviceNotFound } from '../domain/catalogue.errors';
import { toAdminView, toFileView, toListItem } from './admin-service-view';
import { CatalogueReader } from './catalogue-reader';
import { SignupRows } from './signup-rows';

/** The admin services screen (SPEC §2 /klub/admin/szolgaltatasok). */
@Injectable()
export class AdminCatalogue {
  constructor(
    private readonly catalogue: CatalogueReader,
    private readonly rows: SignupRows,
  ) {}

  /** The categories with their services as the list shows them (the editor reads `service`). */
  async groups(): Promise<AdminServiceGroupView[]> {
    return (await this.catalogue.groups()).map(({ id, name, order, services, archived }) => ({
      id,
      name,
      order,
      services: services.map(toListItem),
      archivedServices: archived.map(toListItem),
    }));
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

  /** GET /admin/services/{id}: the service and its users. */
  async serviceWithUsers(serviceId: string): Promise<AdminServiceDetailView> {
    return { ...(await this.service(serviceId)), users: await this.rows.of(serviceId) };
  }

  async files(serviceId: string): Promise<ServiceFileView[]> {
    const placed = await this.catalogue.placed(serviceId);
    if (!placed) throw serviceNotFound();
    return placed.doc.files.map(toFileView);
  }
}
