import { AdminScreen } from '@/features/admin/components/admin-screen';
import { AdminServices } from '@/features/admin-services/components/admin-services';
import { huAdmin } from '@/i18n/hu-admin';

export function Component() {
  return (
    <AdminScreen title={huAdmin.admin.pages.services} lead={huAdmin.adminServices.lead}>
      <AdminServices />
    </AdminScreen>
  );
}
