import { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { Projection } from '../../../platform/projections/projection';
import { CompanyApplication, CompanyEvent } from '../domain/company.events';

/** One row per company application: the admin table (/klub/admin/cegek) and the stats count read it. */
export interface CompanyDoc extends CompanyApplication {
  _id: string;
  createdAt: string;
  [key: string]: unknown;
}

export const COMPANIES = 'companies';

const HANDLED: CompanyEvent['type'][] = ['CompanyApplied'];

export const companiesProjection: Projection<CompanyDoc> = {
  name: 'companies',
  collection: COMPANIES,
  handles: HANDLED,
  documentId: (event) => (event.data as { companyId: string }).companyId,
  evolve(_doc, recorded: RecordedEvent) {
    const event = recorded as unknown as CompanyEvent;
    switch (event.type) {
      case 'CompanyApplied': {
        const { companyId, ...fields } = event.data;
        return { _id: companyId, ...fields };
      }
      default: {
        const _exhaustive: never = event.type;
        return null;
      }
    }
  },
};
