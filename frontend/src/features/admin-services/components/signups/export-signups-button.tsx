import { ExportButton } from '@/components/ui/export-button';
import { huAdmin } from '@/i18n/hu-admin';
import { chosenExportSearch } from '@/lib/chosen-export';

/** GET /admin/services/export/{id}?token=… */
const signupsExportPath = (serviceId: string) => `/api/admin/services/export/${encodeURIComponent(serviceId)}`;

/** XLSX of the service's sign-ups: all of them, or the ticked members' (issue 41 §7). */
export function ExportSignupsButton({ serviceId, chosen, onError }: { serviceId: string; chosen?: string[]; onError: () => void }) {
  const t = huAdmin.adminServices.signups;
  return <ExportButton label={chosen ? t.bulk.export : t.export} path={signupsExportPath(serviceId)} search={chosenExportSearch(chosen)} onError={onError} />;
}
