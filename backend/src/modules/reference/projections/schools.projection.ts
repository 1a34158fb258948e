import { Projection } from '../../../platform/projections/projection';
import { SchoolEvent } from '../domain/school.events';
import { readModel } from '../../../platform/read-store/read-model';

/** One row per school: the school picker, the admin list and the users' school lookups read it. */
export interface SchoolDoc {
  _id: string;
  om: string;
  name: string;
  city: string;
  [key: string]: unknown;
}

export const SCHOOLS = readModel<SchoolDoc>('schools', [{ fields: { om: 1 }, unique: true }]);

const HANDLED: SchoolEvent['type'][] = ['SchoolAdded', 'SchoolUpdated'];

export const schoolsProjection: Projection<SchoolDoc, SchoolEvent> = {
  model: SCHOOLS,
  version: 1,
  handles: HANDLED,
  documentId: (event) => event.data.schoolId,
  evolve(_doc, event) {
    // Both events carry the whole school, so the newest one is the document.
    const { schoolId, om, name, city } = event.data;
    return { _id: schoolId, om, name, city };
  },
};
