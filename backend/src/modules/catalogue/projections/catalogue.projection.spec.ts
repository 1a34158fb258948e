import { replay } from '../../../platform/projections/testing/replay';
import { catalogueProjection } from './catalogue.projection';

describe('catalogue projection', () => {
  it('keeps groups and their services in order, and the archived list', () => {
    const docs = replay(catalogueProjection, [
      { type: 'ServiceGroupCreated', data: { groupId: 'g1', name: 'Kurzusok' } },
      { type: 'ServiceGroupCreated', data: { groupId: 'g2', name: 'Webináriumok' } },
      { type: 'ServicePlaced', data: { serviceId: 'a', groupId: 'g1' } },
      { type: 'ServicePlaced', data: { serviceId: 'b', groupId: 'g1' } },
      { type: 'ServicesReordered', data: { groupId: 'g1', serviceIds: ['b', 'a'] } },
      { type: 'ServiceGroupsReordered', data: { groupIds: ['g2', 'g1'] } },
      { type: 'ServiceGroupRenamed', data: { groupId: 'g1', name: 'Online kurzusok' } },
      { type: 'ServiceArchived', data: { serviceId: 'a' } },
    ]);
    expect(docs.get('catalogue')).toEqual({
      _id: 'catalogue',
      groups: [
        { id: 'g2', name: 'Webináriumok', serviceIds: [] },
        { id: 'g1', name: 'Online kurzusok', serviceIds: ['b', 'a'] },
      ],
      archived: ['a'],
    });
  });

  it('moves a service to the end of another group, and drops a deleted group', () => {
    const docs = replay(catalogueProjection, [
      { type: 'ServiceGroupCreated', data: { groupId: 'g1', name: 'Kurzusok' } },
      { type: 'ServiceGroupCreated', data: { groupId: 'g2', name: 'Webináriumok' } },
      { type: 'ServiceGroupCreated', data: { groupId: 'g3', name: 'Üres' } },
      { type: 'ServicePlaced', data: { serviceId: 'a', groupId: 'g1' } },
      { type: 'ServicePlaced', data: { serviceId: 'b', groupId: 'g2' } },
      { type: 'ServiceMoved', data: { serviceId: 'a', fromGroupId: 'g1', groupId: 'g2' } },
      { type: 'ServiceGroupDeleted', data: { groupId: 'g3' } },
    ]);
    expect(docs.get('catalogue')).toMatchObject({
      groups: [
        { id: 'g1', name: 'Kurzusok', serviceIds: [] },
        { id: 'g2', name: 'Webináriumok', serviceIds: ['b', 'a'] },
      ],
    });
  });
});
