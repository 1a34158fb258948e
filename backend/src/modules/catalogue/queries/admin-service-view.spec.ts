import * as f from '../domain/testing/fixtures';
import { replay } from '../../../platform/projections/testing/replay';
import { servicesProjection } from '../projections/services.projection';
import { toAdminView } from './admin-service-view';

describe('the admin view of a service', () => {
  it('counts the codes remaining, a code handed back to its member once, and never lists the codes handed out', () => {
    const round = [f.signedUp('u1', 'approved', { code: 'A' }), f.cancelled('u1')];
    const doc = replay(servicesProjection, [...f.open(5, { type: 1 }), f.codesAdded('A', 'B', 'C', 'D'), ...round, ...round, ...round, f.signedUp('u1', 'approved', { code: 'A' })]).get(f.S)!;
    const view = toAdminView({ doc, groupId: 'g1', order: 0 });
    expect(view).toMatchObject({ id: f.S, codesTotal: 4, codesRemaining: 3, userCount: 1 });
    expect(view).not.toHaveProperty('codesHanded');
  });
});
