import { AdminScreen } from '@/features/admin/components/admin-screen';
import { AdminMaterials } from '@/features/admin-materials/components/admin-materials';
import { hu } from '@/i18n/hu';

export function Component() {
  return (
    <AdminScreen title={hu.admin.pages.materials} lead={hu.adminMaterials.lead}>
      <AdminMaterials />
    </AdminScreen>
  );
}
