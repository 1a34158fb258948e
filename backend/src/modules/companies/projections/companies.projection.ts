import { Projection } from '../../../platform/projections/projection';
import { CompanyApplication, CompanyEvent } from '../domain/company.events';
import { unreachable } from '../../../shared/unreachable';
import { readModel } from '../../../platform/read-store/read-model';

/** One row per company application: the admin table (/klub/admin/cegek) and the stats count read it. */
export interface CompanyDoc extends CompanyApplication {
  _id: string;
  createdAt: string;
  [key: string]: unknown;
}

/** The admin table pages them newest first (queries/company-applications). */
export const COMPANIES = readModel<CompanyDoc>('companies', [{ fields: { createdAt: -1 } }]);

const HANDLED: CompanyEvent['type'][] = ['CompanyApplied'];

export const companiesProjection: Projection<CompanyDoc, CompanyEvent> = {
  model: COMPANIES,
  version: 1,
  handles: HANDLED,
  documentId: (event) => event.data.companyId,
  evolve(_doc, event) {
    switch (event.type) {
      case 'CompanyApplied': {
        const { companyId, ...fields } = event.data;
        return { _id: companyId, ...fields };
      }
      default:
        return unreachable(event.type);
    }
  },
};
