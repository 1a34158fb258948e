import type { ReactNode } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { hu } from '@/i18n/hu';

/** An admin sub-screen: back link to the dashboard (SPEC §2), the title, an optional lead. */
export function AdminScreen({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <PageContainer>
      <PageHeader title={title} lead={lead} before={<BackLink to={paths.admin.home} label={hu.admin.backToAdmin} />} />
      {children}
    </PageContainer>
  );
}
