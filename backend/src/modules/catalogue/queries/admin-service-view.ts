import { AdminServiceView, ServiceFileView } from '../../../contract/admin-services';
import { ServiceFileData } from '../domain/service.events';
import { ServiceSettings } from '../domain/service-settings';
import { ServiceDoc } from '../projections/services.projection';
import { PlacedService } from './catalogue-reader';
import { isServiceFull } from './member-service-view';

export function toAdminView({ doc, groupId, order }: PlacedService): AdminServiceView {
  const { _id, groupId: _group, files, codesUsed, _position, ...rest } = doc as ServiceDoc & { _position?: number };
  return {
    ...rest,
    id: _id,
    serviceGroupId: groupId,
    order,
    full: isServiceFull(doc),
    codesRemaining: doc.codesTotal - codesUsed,
  };
}

export const toFileView = (file: ServiceFileData): ServiceFileView => ({ id: file.fileId, filename: file.filename, size: file.size, image: file.image });
