import { deciderSpec } from '../../../shared/testing/decider-specification';
import { SchoolEvent } from './school.events';
import { SchoolRow } from './school-row';
import { schoolsDecider } from './schools.decider';

const spec = deciderSpec(schoolsDecider);
const importing = (rows: SchoolRow[], newIds = rows.map((_, i) => `new-${i + 1}`)) => ({
  type: 'ImportSchools' as const,
  data: { rows, newIds },
});
const added = (schoolId: string, om: string, name: string, city: string): SchoolEvent => ({
  type: 'SchoolAdded',
  data: { schoolId, om, name, city },
});
const technikum = { om: '900001', name: 'Példa Informatikai Technikum', city: 'Szeged' };

describe('importing schools', () => {
  it('adds every school with an OM id not seen before, with the id the command brings', () => {
    spec
      .given([])
      .when(importing([technikum, { om: '900002', name: 'Minta Gimnázium', city: 'Pécs' }]))
      .then([added('new-1', '900001', technikum.name, 'Szeged'), added('new-2', '900002', 'Minta Gimnázium', 'Pécs')]);
  });

  it('updates a known OM id in place: same id, new name or city, no second school', () => {
    spec
      .given([added('s1', '900001', 'Példa Technikum', 'Szeged')])
      .when(importing([technikum]))
      .then([{ type: 'SchoolUpdated', data: { schoolId: 's1', ...technikum } }]);
  });

  it('counts a row identical to the stored school neither as imported nor as updated', () => {
    spec.given([added('s1', '900001', technikum.name, 'Szeged')]).when(importing([technikum])).then([]);
  });

  it('keeps the last row of an OM id that appears twice in one file', () => {
    spec
      .given([])
      .when(importing([{ ...technikum, name: 'Régi név' }, technikum]))
      .then([added('new-2', '900001', technikum.name, 'Szeged')]);
  });

  it('refuses a row that breaks the rules (6-digit OM id, name and city present)', () => {
    spec.given([]).when(importing([{ ...technikum, om: '12345' }])).thenThrows('INVALID_SCHOOL_ROW');
    spec.given([]).when(importing([{ ...technikum, city: '' }])).thenThrows('INVALID_SCHOOL_ROW');
  });

  it('compares against the newest version of a school', () => {
    const renamed: SchoolEvent = { type: 'SchoolUpdated', data: { schoolId: 's1', ...technikum } };
    spec.given([added('s1', '900001', 'Példa Technikum', 'Szeged'), renamed]).when(importing([technikum])).then([]);
  });
});
