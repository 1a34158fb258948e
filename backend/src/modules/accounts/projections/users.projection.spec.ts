import { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { usersProjection, UserDoc } from './users.projection';

const meta = { actorId: null, correlationId: 'c', occurredAt: '2026-11-21T10:00:00.000Z' };
const recorded = (type: string, data: Record<string, unknown>, position: number): RecordedEvent => ({
  type,
  data,
  metadata: meta,
  streamId: 'user-u1',
  revision: position - 1,
  position,
});

describe('users projection', () => {
  it('lists the bootstrap admin as an activated, registered administrator', () => {
    const event = recorded(
      'AdminBootstrapped',
      { userId: 'u1', email: 'admin@example.org', firstName: 'Adminisztrátor', lastName: 'Klub', passwordHash: 'h', createdAt: meta.occurredAt },
      1,
    );
    expect(usersProjection.documentId(event)).toBe('u1');
    const doc = usersProjection.evolve(null, event) as UserDoc;
    expect(doc).toMatchObject({ email: 'admin@example.org', admin: true, status: 'activated', registered: true });
    expect(JSON.stringify(doc)).not.toContain('passwordHash');
  });

  it('ignores a password change of a user it does not know', () => {
    expect(usersProjection.evolve(null, recorded('PasswordChanged', { userId: 'u9', passwordHash: 'h' }, 2))).toBeNull();
  });
});
