import { ExportButton } from '@/components/ui/export-button';
import { huAdmin } from '@/i18n/hu-admin';

/** GET /admin/services/export/{id}?token=… */
const signupsExportPath = (serviceId: string) => `/api/admin/services/export/${encodeURIComponent(serviceId)}`;

/** XLSX of the service's sign-ups. */
export function ExportSignupsButton({ serviceId, onError }: { serviceId: string; onError: () => void }) {
  return <ExportButton label={huAdmin.adminServices.signups.export} path={signupsExportPath(serviceId)} onError={onError} />;
}
