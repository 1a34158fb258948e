import { Injectable } from '@nestjs/common';
import { serviceNotFound } from '../domain/service.errors';
import { AdminServiceView, ServiceFileView, toAdminView, toFileView } from './admin-service-view';
import { CatalogueReader } from './catalogue-reader';
import { SignupRow, SignupRows } from './signup-rows';

export interface AdminServiceGroup {
  id: string;
  name: string;
  order: number;
  /** The listed services in order; reorder indexes count these. */
  services: AdminServiceView[];
  archivedServices: AdminServiceView[];
}

/** The admin services screen (SPEC §2 /klub/admin/szolgaltatasok). */
@Injectable()
export class AdminCatalogue {
  constructor(
    private readonly catalogue: CatalogueReader,
    private readonly rows: SignupRows,
  ) {}

  async groups(): Promise<AdminServiceGroup[]> {
    return (await this.catalogue.groups()).map(({ id, name, order, services, archived }) => ({
      id,
      name,
      order,
      services: services.map(toAdminView),
      archivedServices: archived.map(toAdminView),
    }));
  }

  async group(groupId: string): Promise<AdminServiceGroup | null> {
    return (await this.groups()).find((group) => group.id === groupId) ?? null;
  }

  async service(serviceId: string): Promise<AdminServiceView> {
    const placed = await this.catalogue.placed(serviceId);
    if (!placed) throw serviceNotFound();
    return toAdminView(placed);
  }

  /** GET /admin/services/{id}: the service and its users. */
  async serviceWithUsers(serviceId: string): Promise<AdminServiceView & { users: SignupRow[] }> {
    return { ...(await this.service(serviceId)), users: await this.rows.of(serviceId) };
  }

  async files(serviceId: string): Promise<ServiceFileView[]> {
    const placed = await this.catalogue.placed(serviceId);
    if (!placed) throw serviceNotFound();
    return placed.doc.files.map(toFileView);
  }
}
