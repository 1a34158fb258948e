import { AdminServiceView, ServiceFileView } from '../../../contract/admin-services';
import { ServiceFileData } from '../domain/service.events';
import { ServiceSettings } from '../domain/service-settings';
import { codesRemaining, ServiceDoc } from '../projections/services.projection';
import { PlacedService } from './catalogue-reader';
import { isServiceFull } from './member-service-view';

export function toAdminView({ doc, groupId, order }: PlacedService): AdminServiceView {
  const { _id, groupId: _group, files, codesHanded, _position, ...rest } = doc as ServiceDoc & { _position?: number };
  return {
    ...rest,
    id: _id,
    serviceGroupId: groupId,
    order,
    full: isServiceFull(doc),
    codesRemaining: codesRemaining(doc),
  };
}

export const toFileView = (file: ServiceFileData): ServiceFileView => ({ id: file.fileId, filename: file.filename, size: file.size, image: file.image });
