import { CatalogueEvent } from './catalogue.events';
import { unreachable } from '../../../shared/unreachable';

export interface ServiceGroup {
  groupId: string;
  name: string;
  serviceIds: string[];
}

/** Groups in order, the services of each in order, and which of them are archived. */
export interface CatalogueState {
  groups: ServiceGroup[];
  archived: ReadonlySet<string>;
}

export const initialCatalogueState = (): CatalogueState => ({ groups: [], archived: new Set() });

const withGroup = (state: CatalogueState, groupId: string, change: (group: ServiceGroup) => ServiceGroup): CatalogueState => ({
  ...state,
  groups: state.groups.map((group) => (group.groupId === groupId ? change(group) : group)),
});

export function evolveCatalogue(state: CatalogueState, event: CatalogueEvent): CatalogueState {
  switch (event.type) {
    case 'ServiceGroupCreated':
      return { ...state, groups: [...state.groups, { groupId: event.data.groupId, name: event.data.name, serviceIds: [] }] };
    case 'ServiceGroupRenamed':
      return withGroup(state, event.data.groupId, (group) => ({ ...group, name: event.data.name }));
    case 'ServiceGroupsReordered': {
      const byId = new Map(state.groups.map((group) => [group.groupId, group]));
      return { ...state, groups: event.data.groupIds.map((id) => byId.get(id)!).filter(Boolean) };
    }
    case 'ServicePlaced':
      return withGroup(state, event.data.groupId, (group) => ({ ...group, serviceIds: [...group.serviceIds, event.data.serviceId] }));
    case 'ServicesReordered':
      return withGroup(state, event.data.groupId, (group) => ({ ...group, serviceIds: event.data.serviceIds }));
    case 'ServiceArchived':
      return { ...state, archived: new Set([...state.archived, event.data.serviceId]) };
    case 'ServiceRestored':
      return { ...state, archived: new Set([...state.archived].filter((id) => id !== event.data.serviceId)) };
    case 'ServiceGroupDeleted':
      return { ...state, groups: state.groups.filter((group) => group.groupId !== event.data.groupId) };
    case 'ServiceMoved': {
      const { serviceId, fromGroupId, groupId } = event.data;
      const left = withGroup(state, fromGroupId, (group) => ({ ...group, serviceIds: group.serviceIds.filter((id) => id !== serviceId) }));
      return withGroup(left, groupId, (group) => ({ ...group, serviceIds: [...group.serviceIds, serviceId] }));
    }
    default:
      return unreachable(event);
  }
}
