import { deciderSpec } from '../../../shared/testing/decider-specification';
import { catalogueDecider } from './catalogue.decider';
import { CatalogueEvent } from './catalogue.events';

const spec = deciderSpec(catalogueDecider);
const group = (groupId: string, name = groupId): CatalogueEvent => ({ type: 'ServiceGroupCreated', data: { groupId, name } });
const placed = (serviceId: string, groupId = 'g1'): CatalogueEvent => ({ type: 'ServicePlaced', data: { serviceId, groupId } });
const archived = (serviceId: string): CatalogueEvent => ({ type: 'ServiceArchived', data: { serviceId } });
const threeServices = [group('g1'), placed('a'), placed('b'), placed('c')];

describe('service groups', () => {
  it('creates and renames a group; the same name appends nothing', () => {
    spec.given([]).when({ type: 'CreateGroup', data: { groupId: 'g1', name: 'Online kurzusok' } }).then([group('g1', 'Online kurzusok')]);
    spec.given([group('g1', 'Régi')]).when({ type: 'RenameGroup', data: { groupId: 'g1', name: 'Új' } }).then([{ type: 'ServiceGroupRenamed', data: { groupId: 'g1', name: 'Új' } }]);
    spec.given([group('g1', 'Régi')]).when({ type: 'RenameGroup', data: { groupId: 'g1', name: 'Régi' } }).then([]);
    spec.given([]).when({ type: 'RenameGroup', data: { groupId: 'g9', name: 'X' } }).thenThrows('GROUP_NOT_FOUND');
  });
  it('reorders groups by dragging from oldIndex to newIndex', () => {
    spec.given([group('g1'), group('g2'), group('g3')]).when({ type: 'ReorderGroups', data: { oldIndex: 0, newIndex: 2 } }).then([{ type: 'ServiceGroupsReordered', data: { groupIds: ['g2', 'g3', 'g1'] } }]);
    spec.given([group('g1'), group('g2')]).when({ type: 'ReorderGroups', data: { oldIndex: 1, newIndex: 1 } }).then([]);
    spec.given([group('g1'), group('g2')]).when({ type: 'ReorderGroups', data: { oldIndex: 0, newIndex: 2 } }).thenThrows('INVALID_INDEX');
  });
});

describe('services in groups', () => {
  it('places a new service at the end of its group, once', () => {
    spec.given([group('g1'), placed('a')]).when({ type: 'PlaceService', data: { serviceId: 'b', groupId: 'g1' } }).then([placed('b')]);
    spec.given([group('g1'), placed('a')]).when({ type: 'PlaceService', data: { serviceId: 'a', groupId: 'g1' } }).then([]);
    spec.given([]).when({ type: 'PlaceService', data: { serviceId: 'a', groupId: 'g1' } }).thenThrows('GROUP_NOT_FOUND');
  });
  it('reorders the services of a group', () =>
    spec.given(threeServices).when({ type: 'ReorderServices', data: { groupId: 'g1', oldIndex: 2, newIndex: 0 } }).then([{ type: 'ServicesReordered', data: { groupId: 'g1', serviceIds: ['c', 'a', 'b'] } }]));
  it('counts indexes over the listed services; archived ones keep their slots', () =>
    spec
      .given([...threeServices, archived('b')])
      .when({ type: 'ReorderServices', data: { groupId: 'g1', oldIndex: 1, newIndex: 0 } })
      .then([{ type: 'ServicesReordered', data: { groupId: 'g1', serviceIds: ['c', 'b', 'a'] } }]));
  it('refuses an index beyond the listed services', () =>
    spec.given([...threeServices, archived('b')]).when({ type: 'ReorderServices', data: { groupId: 'g1', oldIndex: 2, newIndex: 0 } }).thenThrows('INVALID_INDEX'));
  it('archives and restores a service; repeating either appends nothing', () => {
    spec.given(threeServices).when({ type: 'ArchiveService', data: { serviceId: 'a', archived: true } }).then([archived('a')]);
    spec.given([...threeServices, archived('a')]).when({ type: 'ArchiveService', data: { serviceId: 'a', archived: true } }).then([]);
    spec.given([...threeServices, archived('a')]).when({ type: 'ArchiveService', data: { serviceId: 'a', archived: false } }).then([{ type: 'ServiceRestored', data: { serviceId: 'a' } }]);
    spec.given(threeServices).when({ type: 'ArchiveService', data: { serviceId: 'z', archived: true } }).thenThrows('SERVICE_NOT_FOUND');
  });
});

describe('deleting a category and moving a service', () => {
  const twoGroups = [group('g1'), group('g2'), placed('a'), placed('b'), placed('c', 'g2')];
  const moved = (serviceId: string, fromGroupId: string, groupId: string): CatalogueEvent => ({ type: 'ServiceMoved', data: { serviceId, fromGroupId, groupId } });

  it('deletes an empty category', () =>
    spec.given([...twoGroups, group('g3')]).when({ type: 'DeleteGroup', data: { groupId: 'g3' } }).then([{ type: 'ServiceGroupDeleted', data: { groupId: 'g3' } }]));
  it('refuses to delete a category that has services, archived ones too', () => {
    spec.given(twoGroups).when({ type: 'DeleteGroup', data: { groupId: 'g2' } }).thenThrows('GROUP_NOT_EMPTY');
    spec.given([...twoGroups, archived('c')]).when({ type: 'DeleteGroup', data: { groupId: 'g2' } }).thenThrows('GROUP_NOT_EMPTY');
  });
  it('refuses to delete an unknown category, or one already deleted', () => {
    spec.given([]).when({ type: 'DeleteGroup', data: { groupId: 'g9' } }).thenThrows('GROUP_NOT_FOUND');
    spec.given([group('g3'), { type: 'ServiceGroupDeleted', data: { groupId: 'g3' } }]).when({ type: 'DeleteGroup', data: { groupId: 'g3' } }).thenThrows('GROUP_NOT_FOUND');
  });
  it('moves a service to the end of another category, naming where it came from', () => {
    spec.given(twoGroups).when({ type: 'MoveService', data: { serviceId: 'a', groupId: 'g2' } }).then([moved('a', 'g1', 'g2')]);
    spec.given([...twoGroups, moved('a', 'g1', 'g2')]).when({ type: 'ReorderServices', data: { groupId: 'g2', oldIndex: 1, newIndex: 0 } })
      .then([{ type: 'ServicesReordered', data: { groupId: 'g2', serviceIds: ['a', 'c'] } }]);
  });
  it('moves an archived service too; it stays archived', () =>
    spec.given([...twoGroups, archived('b')]).when({ type: 'MoveService', data: { serviceId: 'b', groupId: 'g2' } }).then([moved('b', 'g1', 'g2')]));
  it('appends nothing when the service already sits in the category', () =>
    spec.given(twoGroups).when({ type: 'MoveService', data: { serviceId: 'c', groupId: 'g2' } }).then([]));
  it('refuses an unknown service or category', () => {
    spec.given(twoGroups).when({ type: 'MoveService', data: { serviceId: 'z', groupId: 'g2' } }).thenThrows('SERVICE_NOT_FOUND');
    spec.given(twoGroups).when({ type: 'MoveService', data: { serviceId: 'a', groupId: 'g9' } }).thenThrows('GROUP_NOT_FOUND');
  });
  it('lets the emptied category be deleted after its last service moved', () =>
    spec.given([...twoGroups, moved('c', 'g2', 'g1')]).when({ type: 'DeleteGroup', data: { groupId: 'g2' } }).then([{ type: 'ServiceGroupDeleted', data: { groupId: 'g2' } }]));
});
