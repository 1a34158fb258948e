import { AdminScreen } from '@/features/admin/components/admin-screen';
import { AdminPartners } from '@/features/admin-partners/components/admin-partners';
import { huAdmin } from '@/i18n/hu-admin';

export function Component() {
  return (
    <AdminScreen title={huAdmin.admin.pages.partners} lead={huAdmin.adminPartners.lead}>
      <AdminPartners />
    </AdminScreen>
  );
}
