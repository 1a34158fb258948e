import { AdminScreen } from '@/features/admin/components/admin-screen';
import { AdminServices } from '@/features/admin-services/components/admin-services';
import { hu } from '@/i18n/hu';

export function Component() {
  return (
    <AdminScreen title={hu.admin.pages.services} lead={hu.adminServices.lead}>
      <AdminServices />
    </AdminScreen>
  );
}
