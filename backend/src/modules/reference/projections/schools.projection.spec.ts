import { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { schoolsProjection, SchoolDoc } from './schools.projection';

const recorded = (type: string, data: Record<string, unknown>, position: number): RecordedEvent => ({
  type,
  data,
  metadata: { actorId: 'admin', correlationId: 'c', occurredAt: '2026-11-21T10:00:00.000Z' },
  streamId: 'schools',
  revision: position - 1,
  position,
});

describe('schools projection', () => {
  it('lists an added school under its id with OM id, name and city', () => {
    const event = recorded('SchoolAdded', { schoolId: 's1', om: '900001', name: 'Példa Technikum', city: 'Szeged' }, 1);
    expect(schoolsProjection.documentId(event)).toBe('s1');
    expect(schoolsProjection.evolve(null, event)).toEqual({ _id: 's1', om: '900001', name: 'Példa Technikum', city: 'Szeged' });
  });

  it('shows the new name and city of an updated school under the same id', () => {
    const before: SchoolDoc = { _id: 's1', om: '900001', name: 'Példa Technikum', city: 'Szeged' };
    const event = recorded('SchoolUpdated', { schoolId: 's1', om: '900001', name: 'Példa Informatikai Technikum', city: 'Szeged' }, 2);
    expect(schoolsProjection.documentId(event)).toBe('s1');
    expect(schoolsProjection.evolve(before, event)).toMatchObject({ _id: 's1', name: 'Példa Informatikai Technikum' });
  });
});
