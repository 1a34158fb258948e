import { ExportButton } from '@/components/ui/export-button';
import { huAdmin } from '@/i18n/hu-admin';
import { useAdminNotify } from '@/components/ui/admin-toaster';

const usersExportUrl = (token: string) => `/api/admin/users/export?token=${encodeURIComponent(token)}`;

/** XLSX of the reviewed members. */
export function ExportUsersButton() {
  const notify = useAdminNotify();
  return <ExportButton label={huAdmin.adminUsers.export} exportUrl={usersExportUrl} onError={() => notify(huAdmin.adminUsers.exportFailed, 'error')} />;
}
