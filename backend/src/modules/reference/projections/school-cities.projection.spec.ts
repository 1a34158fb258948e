import { recorded } from '../../../platform/projections/testing/replay';
import { SchoolEvent } from '../domain/school.events';
import { SchoolCitiesDoc, schoolCitiesProjection } from './school-cities.projection';

const school = (type: SchoolEvent['type'], city: string, occurredAt: string) =>
  ({ ...recorded({ type, data: { schoolId: 's1', om: '900001', name: 'Példa Technikum', city } } as SchoolEvent), metadata: { actorId: null, correlationId: 'c', occurredAt } }) as never;

describe('school cities projection: a school\'s settlement by day', () => {
  it('adds a day only when the settlement changed', () => {
    const doc = [school('SchoolAdded', 'Szeged', '2026-09-01T08:00:00.000Z'), school('SchoolUpdated', 'Szeged', '2026-09-02T08:00:00.000Z'), school('SchoolUpdated', 'Győr', '2026-10-01T08:00:00.000Z')]
      .reduce<SchoolCitiesDoc | null>((current, event) => schoolCitiesProjection.evolve(current, event), null);
    expect(doc?.cities).toEqual([{ day: '2026-09-01', city: 'Szeged' }, { day: '2026-10-01', city: 'Győr' }]);
  });
});
