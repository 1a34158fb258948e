import { AdminScreen } from '@/features/admin/components/admin-screen';
import { AdminMaterials } from '@/features/admin-materials/components/admin-materials';
import { huAdmin } from '@/i18n/hu-admin';

export function Component() {
  return (
    <AdminScreen title={huAdmin.admin.pages.materials} lead={huAdmin.adminMaterials.lead}>
      <AdminMaterials />
    </AdminScreen>
  );
}
