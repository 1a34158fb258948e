import { RecordReplay, ReplayedRecord } from '../../../platform/projections/record-replay';
import { CatalogueEvent } from '../domain/catalogue.events';
import { CatalogueState, evolveCatalogue, initialCatalogueState } from '../domain/catalogue.state';

export { CATALOGUE_STREAM } from '../domain/catalogue.events';

/**
 * The `catalogue` stream (every category and the services' places), folded with the catalogue
 * decider's own evolve. A category is its name and its services in order (ids: the trail names them);
 * the whole catalogue is its categories in order.
 */
export const catalogueReplay: RecordReplay<CatalogueState> = {
  initial: initialCatalogueState,
  evolve: (state, event) => evolveCatalogue(state, event as unknown as CatalogueEvent),
  record(state, target): ReplayedRecord | null {
    if (target === null) return { fields: { categories: state.groups.map((group) => group.name) } };
    const group = state.groups.find((candidate) => candidate.groupId === target);
    return group ? { name: group.name, fields: { name: group.name, services: [...group.serviceIds] } } : null;
  },
};
