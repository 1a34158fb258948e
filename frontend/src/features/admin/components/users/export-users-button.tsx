import { ExportButton } from '@/components/ui/export-button';
import { huAdmin } from '@/i18n/hu-admin';
import { useAdminNotify } from '@/components/ui/admin-toaster';

/** XLSX of the reviewed members. */
export function ExportUsersButton() {
  const notify = useAdminNotify();
  return <ExportButton label={huAdmin.adminUsers.export} path="/api/admin/users/export" onError={() => notify(huAdmin.adminUsers.exportFailed, 'error')} />;
}
