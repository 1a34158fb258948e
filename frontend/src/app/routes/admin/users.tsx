import { AdminScreen } from '@/features/admin/components/admin-screen';
import { AdminToaster } from '@/components/ui/admin-toaster';
import { AdminUsers } from '@/features/admin/components/users/admin-users';
import { huAdmin } from '@/i18n/hu-admin';

export function Component() {
  return (
    <AdminScreen title={huAdmin.admin.pages.users} lead={huAdmin.adminUsers.lead}>
      <AdminToaster />
      <AdminUsers />
    </AdminScreen>
  );
}
