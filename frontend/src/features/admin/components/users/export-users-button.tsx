import { ExportButton } from '@/components/ui/export-button';
import { huAdmin } from '@/i18n/hu-admin';
import { chosenExportSearch } from '@/lib/chosen-export';
import { useAdminNotify } from '@/components/ui/admin-toaster';

/** XLSX of the reviewed members, or of the ticked applicants alone (issue 41 §7). */
export function ExportUsersButton({ chosen }: { chosen?: string[] }) {
  const notify = useAdminNotify();
  const label = chosen ? huAdmin.adminUsers.bulk.export : huAdmin.adminUsers.export;
  return <ExportButton label={label} path="/api/admin/users/export" search={chosenExportSearch(chosen)} onError={() => notify(huAdmin.adminUsers.exportFailed, 'error')} />;
}
