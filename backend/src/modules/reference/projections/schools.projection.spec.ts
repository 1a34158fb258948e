import { recorded } from '../../../platform/projections/testing/replay';
import { SchoolEvent } from '../domain/school.events';
import { schoolsProjection, SchoolDoc } from './schools.projection';

describe('schools projection', () => {
  it('lists an added school under its id with OM id, name and city', () => {
    const event = recorded<SchoolEvent>({ type: 'SchoolAdded', data: { schoolId: 's1', om: '900001', name: 'Példa Technikum', city: 'Szeged' } });
    expect(schoolsProjection.documentId(event)).toBe('s1');
    expect(schoolsProjection.evolve(null, event)).toEqual({ _id: 's1', om: '900001', name: 'Példa Technikum', city: 'Szeged' });
  });

  it('shows the new name and city of an updated school under the same id', () => {
    const before: SchoolDoc = { _id: 's1', om: '900001', name: 'Példa Technikum', city: 'Szeged' };
    const event = recorded<SchoolEvent>({ type: 'SchoolUpdated', data: { schoolId: 's1', om: '900001', name: 'Példa Informatikai Technikum', city: 'Szeged' } }, 1);
    expect(schoolsProjection.documentId(event)).toBe('s1');
    expect(schoolsProjection.evolve(before, event)).toMatchObject({ _id: 's1', name: 'Példa Informatikai Technikum' });
  });
});
