import { AdminScreen } from '@/features/admin/components/admin-screen';
import { AdminToaster } from '@/components/ui/admin-toaster';
import { AdminUsers } from '@/features/admin/components/users/admin-users';
import { hu } from '@/i18n/hu';

export function Component() {
  return (
    <AdminScreen title={hu.admin.pages.users} lead={hu.adminUsers.lead}>
      <AdminToaster />
      <AdminUsers />
    </AdminScreen>
  );
}
