import { AuditedEvent } from '../../../shared/audit';
import { CATALOGUE_AUDIT_ACTIONS } from '../domain/catalogue.audit-actions';
import { catalogueAuditEntries } from './audit-entries';

const event = (type: string, data: Record<string, unknown>): AuditedEvent => ({
  type,
  data,
  metadata: { actorId: 'admin-1', correlationId: 'c', occurredAt: '2026-12-04T10:00:00.000Z' },
  streamId: 'x',
  revision: 0,
  position: 1,
});
const row = (type: string, data: Record<string, unknown>) => catalogueAuditEntries[type](event(type, data));

describe('the trail rows of copying, moving and deleting (issue 41 §7)', () => {
  it("names a copy's creation apart from a service created empty", () => {
    expect(row('ServiceCreated', { serviceId: 's2', name: 'Robotika (másolat)', createdAt: 't', copiedFrom: 's1' })).toEqual({ action: 'service.copied', targetKind: 'service', targetId: 's2' });
    expect(row('ServiceCreated', { serviceId: 's1', name: 'Új szolgáltatás', createdAt: 't' })).toEqual({ action: 'service.created', targetKind: 'service', targetId: 's1' });
  });
  it('names a move on the service, and a deletion on the category', () => {
    expect(row('ServiceMoved', { serviceId: 's1', fromGroupId: 'g1', groupId: 'g2' })).toEqual({ action: 'service.moved', targetKind: 'service', targetId: 's1' });
    expect(row('ServiceGroupDeleted', { groupId: 'g1' })).toEqual({ action: 'category.deleted', targetKind: 'category', targetId: 'g1' });
  });
  it('says each in Hungarian', () => {
    const { actions } = CATALOGUE_AUDIT_ACTIONS;
    expect([actions['service.copied'], actions['service.moved'], actions['category.deleted']]).toEqual(['Szolgáltatás másolása', 'Szolgáltatás áthelyezése', 'Kategória törlése']);
  });
});
