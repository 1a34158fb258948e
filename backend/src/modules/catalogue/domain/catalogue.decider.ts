import { Decider } from '../../../shared/decider';
import { moved } from '../../../shared/moved';
import { CatalogueCommand, DeleteGroup, MoveService, ReorderServices } from './catalogue.commands';
import { CatalogueEvent } from './catalogue.events';
import { CatalogueState, evolveCatalogue, initialCatalogueState, ServiceGroup } from './catalogue.state';
import * as errors from './catalogue.errors';
import { unreachable } from '../../../shared/unreachable';

function group(state: CatalogueState, groupId: string): ServiceGroup {
  const found = state.groups.find((g) => g.groupId === groupId);
  if (!found) throw errors.groupNotFound();
  return found;
}

const groupOf = (state: CatalogueState, serviceId: string) => state.groups.find((g) => g.serviceIds.includes(serviceId));
const isPlaced = (state: CatalogueState, serviceId: string) => groupOf(state, serviceId) !== undefined;

function deleteGroup(state: CatalogueState, { data }: DeleteGroup): CatalogueEvent[] {
  if (group(state, data.groupId).serviceIds.length > 0) throw errors.groupNotEmpty();
  return [{ type: 'ServiceGroupDeleted', data }];
}

function moveService(state: CatalogueState, { data }: MoveService): CatalogueEvent[] {
  const from = groupOf(state, data.serviceId);
  if (!from) throw errors.serviceNotFound();
  group(state, data.groupId);
  if (from.groupId === data.groupId) return [];
  return [{ type: 'ServiceMoved', data: { serviceId: data.serviceId, fromGroupId: from.groupId, groupId: data.groupId } }];
}

/** The listed (non-archived) services move; archived ones keep their slots for a later restore. */
function reorderServices(state: CatalogueState, { data }: ReorderServices): CatalogueEvent[] {
  const { serviceIds } = group(state, data.groupId);
  const listed = moved(serviceIds.filter((id) => !state.archived.has(id)), data);
  let next = 0;
  const reordered = serviceIds.map((id) => (state.archived.has(id) ? id : listed[next++]));
  if (reordered.every((id, i) => id === serviceIds[i])) return [];
  return [{ type: 'ServicesReordered', data: { groupId: data.groupId, serviceIds: reordered } }];
}

function decide(command: CatalogueCommand, state: CatalogueState): CatalogueEvent[] {
  switch (command.type) {
    case 'CreateGroup':
      return [{ type: 'ServiceGroupCreated', data: command.data }];
    case 'RenameGroup':
      return group(state, command.data.groupId).name === command.data.name ? [] : [{ type: 'ServiceGroupRenamed', data: command.data }];
    case 'ReorderGroups': {
      const groupIds = moved(state.groups, command.data).map((g) => g.groupId);
      return command.data.oldIndex === command.data.newIndex ? [] : [{ type: 'ServiceGroupsReordered', data: { groupIds } }];
    }
    case 'PlaceService':
      group(state, command.data.groupId);
      return isPlaced(state, command.data.serviceId) ? [] : [{ type: 'ServicePlaced', data: command.data }];
    case 'ReorderServices':
      return reorderServices(state, command);
    case 'ArchiveService': {
      const { serviceId, archived } = command.data;
      if (!isPlaced(state, serviceId)) throw errors.serviceNotFound();
      if (state.archived.has(serviceId) === archived) return [];
      return [{ type: archived ? 'ServiceArchived' : 'ServiceRestored', data: { serviceId } }];
    }
    case 'DeleteGroup':
      return deleteGroup(state, command);
    case 'MoveService':
      return moveService(state, command);
    default:
      return unreachable(command);
  }
}

export const catalogueDecider: Decider<CatalogueState, CatalogueCommand, CatalogueEvent> = {
  initialState: initialCatalogueState,
  evolve: evolveCatalogue,
  decide,
};
