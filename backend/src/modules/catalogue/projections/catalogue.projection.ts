import { Projection } from '../../../platform/projections/projection';
import { CATALOGUE_EVENT_TYPES, CatalogueEvent } from '../domain/catalogue.events';
import { CatalogueState, evolveCatalogue, initialCatalogueState } from '../domain/catalogue.state';
import { readModel } from '../../../platform/read-store/read-model';

/** The whole catalogue in one document: a reorder touches every group, and a projection writes one document per event. */
export interface CatalogueDoc {
  _id: typeof CATALOGUE_DOC;
  groups: Array<{ id: string; name: string; serviceIds: string[] }>;
  archived: string[];
  [key: string]: unknown;
}

export const CATALOGUE = readModel<CatalogueDoc>('catalogue');
export const CATALOGUE_DOC = 'catalogue';

const toState = (doc: CatalogueDoc | null): CatalogueState =>
  doc ? { groups: doc.groups.map(({ id, ...group }) => ({ ...group, groupId: id })), archived: new Set(doc.archived) } : initialCatalogueState();

const toDoc = (state: CatalogueState): CatalogueDoc => ({
  _id: CATALOGUE_DOC,
  groups: state.groups.map(({ groupId, name, serviceIds }) => ({ id: groupId, name, serviceIds })),
  archived: [...state.archived],
});

export const catalogueProjection: Projection<CatalogueDoc, CatalogueEvent> = {
  model: CATALOGUE,
  version: 1,
  handles: CATALOGUE_EVENT_TYPES,
  documentId: () => CATALOGUE_DOC,
  evolve: (doc, event) => toDoc(evolveCatalogue(toState(doc), event)),
};
