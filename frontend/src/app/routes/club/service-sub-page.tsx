import { BackLink } from '@/components/ui/back-link';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { hu } from '@/i18n/hu';
import { useSessionUser } from '@/lib/session';

/** /klub/szolgaltatasok/:subPageUrl — open to anonymous visitors at route level (SPEC §2). */
export function Component() {
  const user = useSessionUser();
  return (
    <PageContainer narrow>
      <PageHeader
        title={hu.club.subPage.title}
        lead={hu.club.subPage.body}
        before={user ? <BackLink to={paths.club.services} label={hu.club.subPage.backToServices} /> : undefined}
      />
    </PageContainer>
  );
}
