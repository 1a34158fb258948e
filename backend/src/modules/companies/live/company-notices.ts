import type { ModuleNotices } from '../../../platform/live/live-notices';

/** Staff see the companies table move as companies apply. */
export const companyNotices: ModuleNotices = {
  types: ['CompanyApplied'],
  source: () => [{ audience: 'staff', notice: { topic: 'companies' } }],
};
