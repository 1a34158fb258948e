import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { AdminStats } from '@/features/admin/components/admin-stats';
import { AdminTiles } from '@/features/admin/components/admin-tiles';
import { AdminWaiting } from '@/features/admin/components/admin-waiting';
import { huAdmin } from '@/i18n/hu-admin';

export function Component() {
  return (
    <PageContainer>
      <PageHeader title={huAdmin.admin.title} lead={huAdmin.admin.intro} />
      <AdminStats />
      <AdminWaiting />
      <AdminTiles />
    </PageContainer>
  );
}
