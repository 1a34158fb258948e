import { AdminToaster } from '@/components/ui/admin-toaster';
import { AdminScreen } from '@/features/admin/components/admin-screen';
import { CompaniesTable } from '@/features/admin/components/companies/companies-table';
import { huAdmin } from '@/i18n/hu-admin';

export function Component() {
  return (
    <AdminScreen title={huAdmin.admin.pages.companies} lead={huAdmin.adminCompanies.lead}>
      <CompaniesTable />
      <AdminToaster />
    </AdminScreen>
  );
}
