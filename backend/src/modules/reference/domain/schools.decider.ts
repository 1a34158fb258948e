import { Decider } from '../../../shared/decider';
import { PersistentMap } from '../../../shared/persistent-map';
import { invalidSchoolRow } from './reference.errors';
import { SchoolsCommand } from './school.commands';
import { SchoolData, SchoolEvent } from './school.events';
import { lastRowPerOm, schoolRowProblems } from './school-row';

export interface SchoolsState {
  byOm: PersistentMap<SchoolData>;
}

/**
 * One event per school that an import adds or changes, rather than one event for the whole list:
 * a projection document follows exactly one event at a time. Rows equal to the stored school append
 * nothing, so re-importing the same list is a no-op.
 */
function decide(command: SchoolsCommand, state: SchoolsState): SchoolEvent[] {
  const { rows, newIds } = command.data;
  if (newIds.length < rows.length) throw new Error('ImportSchools needs one candidate id per row');
  if (rows.some((row) => schoolRowProblems(row).length > 0)) throw invalidSchoolRow();
  const withIds = rows.map((row, i) => ({ ...row, newId: newIds[i] }));
  const events: SchoolEvent[] = [];
  for (const { om, name, city, newId } of lastRowPerOm(withIds)) {
    const known = state.byOm.get(om);
    if (!known) events.push({ type: 'SchoolAdded', data: { schoolId: newId, om, name, city } });
    else if (known.name !== name || known.city !== city)
      events.push({ type: 'SchoolUpdated', data: { schoolId: known.schoolId, om, name, city } });
  }
  return events;
}

function evolve(state: SchoolsState, event: SchoolEvent): SchoolsState {
  return { byOm: state.byOm.set(event.data.om, { ...event.data }) };
}

export const schoolsDecider: Decider<SchoolsState, SchoolsCommand, SchoolEvent> = {
  initialState: () => ({ byOm: PersistentMap.empty() }),
  evolve,
  decide,
};
