import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { AdminStats } from '@/features/admin/components/admin-stats';
import { AdminTiles } from '@/features/admin/components/admin-tiles';
import { hu } from '@/i18n/hu';

export function Component() {
  return (
    <PageContainer>
      <PageHeader title={hu.admin.title} lead={hu.admin.intro} />
      <AdminStats />
      <AdminTiles />
    </PageContainer>
  );
}
