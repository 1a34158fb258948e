import { ExportButton } from '@/components/ui/export-button';
import { huAdmin } from '@/i18n/hu-admin';
import { useAdminNotify } from '@/components/ui/admin-toaster';

/** XLSX of the reviewed members, or of the ticked applicants alone (issue 41 §7). */
export function ExportUsersButton({ chosen }: { chosen?: string[] }) {
  const notify = useAdminNotify();
  const search = chosen ? `?${new URLSearchParams({ users: chosen.join(',') })}` : undefined;
  const label = chosen ? huAdmin.adminUsers.bulk.export : huAdmin.adminUsers.export;
  return <ExportButton label={label} path="/api/admin/users/export" search={search} onError={() => notify(huAdmin.adminUsers.exportFailed, 'error')} />;
}
