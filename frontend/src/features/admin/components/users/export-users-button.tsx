import { ExportButton } from '@/components/ui/export-button';
import { hu } from '@/i18n/hu';
import { useAdminNotify } from '@/components/ui/admin-toaster';

const usersExportUrl = (token: string) => `/api/admin/users/export?token=${encodeURIComponent(token)}`;

/** XLSX of the reviewed members. */
export function ExportUsersButton() {
  const notify = useAdminNotify();
  return <ExportButton label={hu.adminUsers.export} exportUrl={usersExportUrl} onError={() => notify(hu.adminUsers.exportFailed, 'error')} />;
}
