import { AdminScreen } from '@/features/admin/components/admin-screen';
import { CompaniesTable } from '@/features/admin/components/companies/companies-table';
import { hu } from '@/i18n/hu';

export function Component() {
  return (
    <AdminScreen title={hu.admin.pages.companies} lead={hu.adminCompanies.lead}>
      <CompaniesTable />
    </AdminScreen>
  );
}
