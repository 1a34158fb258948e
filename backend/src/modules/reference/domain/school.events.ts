import { DomainEvent } from '../../../shared/decider';

export interface SchoolData {
  schoolId: string;
  om: string;
  name: string;
  city: string;
}

/** A school with an OM id not seen before. */
export type SchoolAdded = DomainEvent<'SchoolAdded', SchoolData>;
/** A known OM id arrived with another name or city; the school keeps its id. */
export type SchoolUpdated = DomainEvent<'SchoolUpdated', SchoolData>;

export type SchoolEvent = SchoolAdded | SchoolUpdated;

/** Every imported list goes to this one stream (DESIGN §3): the OM id is unique across it. */
export const SCHOOLS_STREAM = 'schools';
