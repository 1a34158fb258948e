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
