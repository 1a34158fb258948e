import { AdminPageFrame } from '@/features/admin/components/admin-page-frame';
import { hu } from '@/i18n/hu';

export function Component() {
  return <AdminPageFrame title={hu.admin.pages.companies} />;
}
