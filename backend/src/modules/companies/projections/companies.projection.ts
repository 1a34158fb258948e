import { Projection } from '../../../platform/projections/projection';
import { CompanyStatus } from '../domain/company-status';
import { CompanyApplication, CompanyApplicationDeleted, CompanyEvent } from '../domain/company.events';
import { unreachable } from '../../../shared/unreachable';
import { readModel } from '../../../platform/read-store/read-model';

/** One row per company application: the admin table (/klub/admin/cegek) and the stats count read it. */
export interface CompanyDoc extends CompanyApplication {
  _id: string;
  createdAt: string;
  /** Where staff stand with the company (decision 0107): "new" until one of them changes it. */
  status: CompanyStatus;
  /** Who last changed the status and when (the event's actor and time); absent while it is new from the start. */
  statusChangedBy?: string | null;
  statusChangedAt?: string;
  /** The staff note; empty when none. */
  note: string;
  [key: string]: unknown;
}

/** The admin table pages them newest first (queries/company-applications), all of them or those of one status. */
export const COMPANIES = readModel<CompanyDoc>('companies', [{ fields: { createdAt: -1 } }, { fields: { status: 1, createdAt: -1 } }]);

const HANDLED: Array<(CompanyEvent | CompanyApplicationDeleted)['type']> = ['CompanyApplied', 'CompanyStatusChanged', 'CompanyNoteSet', 'CompanyApplicationDeleted'];

export const companiesProjection: Projection<CompanyDoc, CompanyEvent | CompanyApplicationDeleted> = {
  model: COMPANIES,
  // 2: status and note (issue 41 §8); applications recorded before them replay as new, without a note.
  version: 2,
  handles: HANDLED,
  documentId: (event) => event.data.companyId,
  evolve(doc, event) {
    switch (event.type) {
      case 'CompanyApplied': {
        const { companyId, ...fields } = event.data;
        return { _id: companyId, ...fields, status: 'new', note: '' };
      }
      case 'CompanyStatusChanged':
        return doc && { ...doc, status: event.data.status, statusChangedBy: event.metadata.actorId, statusChangedAt: event.data.changedAt };
      case 'CompanyNoteSet':
        return doc && { ...doc, note: event.data.note };
      case 'CompanyApplicationDeleted':
        return null;
      default:
        return unreachable(event);
    }
  },
};
