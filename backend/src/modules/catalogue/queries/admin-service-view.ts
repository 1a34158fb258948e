import { AdminServiceListItem, AdminServiceView, ServiceFileView } from '../../../contract/admin-services';
import { ServiceFileData } from '../domain/service.events';
import { ServiceSettings } from '../domain/service-settings';
import { codesRemaining, ServiceDoc } from '../projections/services.projection';
import { PlacedService } from './catalogue-reader';
import { isServiceFull } from './member-service-view';

export function toAdminView({ doc, groupId, order }: PlacedService): AdminServiceView {
  const { _id, groupId: _group, files, codesHanded, awaitingCount: _awaiting, _position, ...rest } = doc as ServiceDoc & { _position?: number };
  return {
    ...rest,
    id: _id,
    serviceGroupId: groupId,
    order,
    full: isServiceFull(doc),
    codesRemaining: codesRemaining(doc),
  };
}

/** The categories list's row of a service: what the row shows, no long texts. */
export function toListItem(placed: PlacedService): AdminServiceListItem {
  const { doc, groupId, order } = placed;
  return {
    id: doc._id,
    serviceGroupId: groupId,
    name: doc.name,
    order,
    archived: doc.archived,
    active: doc.active,
    hidden: doc.hidden,
    full: isServiceFull(doc),
    limit: doc.limit,
    type: doc.type,
    userCount: doc.userCount,
    waitlistCount: doc.waitlistCount,
    codesTotal: doc.codesTotal,
    codesRemaining: codesRemaining(doc),
  };
}

export const toFileView = (file: ServiceFileData): ServiceFileView => ({ id: file.fileId, filename: file.filename, size: file.size, image: file.image });
