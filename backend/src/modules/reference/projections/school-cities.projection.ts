import { Projection } from '../../../platform/projections/projection';
import { readModel } from '../../../platform/read-store/read-model';
import { budapestDay } from '../../../shared/budapest-time';
import { Dated, recordOnDay } from '../../../shared/by-day';
import { SchoolEvent } from '../domain/school.events';

/**
 * Each school's settlement by the day it was recorded: the insights' reach "as of a day" places a
 * member by their school's settlement then (issue 40), without replaying the log.
 */
export interface SchoolCitiesDoc {
  _id: string;
  cities: Array<Dated & { city: string }>;
  [key: string]: unknown;
}

export const SCHOOL_CITIES = readModel<SchoolCitiesDoc>('school-cities');

export const schoolCitiesProjection: Projection<SchoolCitiesDoc, SchoolEvent> = {
  model: SCHOOL_CITIES,
  version: 1,
  handles: ['SchoolAdded', 'SchoolUpdated'],
  documentId: (event) => event.data.schoolId,
  evolve(doc, event) {
    const { schoolId, city } = event.data;
    if (doc?.cities.at(-1)?.city === city) return doc;
    return { _id: schoolId, cities: recordOnDay(doc?.cities ?? [], { day: budapestDay(event.metadata.occurredAt), city }) };
  },
};
