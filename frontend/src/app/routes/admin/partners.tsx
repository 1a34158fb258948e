import { AdminScreen } from '@/features/admin/components/admin-screen';
import { AdminPartners } from '@/features/admin-partners/components/admin-partners';
import { hu } from '@/i18n/hu';

export function Component() {
  return (
    <AdminScreen title={hu.admin.pages.partners} lead={hu.adminPartners.lead}>
      <AdminPartners />
    </AdminScreen>
  );
}
