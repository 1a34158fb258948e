import type { ReactNode } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { huAdmin } from '@/i18n/hu-admin';

/** An admin sub-screen: back link to the dashboard (SPEC §2), the title, an optional lead. */
export function AdminScreen({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <PageContainer>
      <PageHeader title={title} lead={lead} before={<BackLink to={paths.admin.home} label={huAdmin.admin.backToAdmin} />} />
      {children}
    </PageContainer>
  );
}
