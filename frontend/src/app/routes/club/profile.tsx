import { BackLink } from '@/components/ui/back-link';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { PartnerGrantsSection } from '@/features/partner-sign-in/components/partner-grants-section';
import { MyDataSection } from '@/features/profile/components/my-data-section';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { SignOutEverywhereSection } from '@/features/profile/components/sign-out-everywhere-section';
import { hu } from '@/i18n/hu';

export function Component() {
  return (
    <PageContainer narrow>
      <PageHeader
        title={hu.profile.title}
        lead={hu.profile.intro}
        before={<BackLink to={paths.club.home} label={hu.club.backToClub} />}
      />
      <ProfilePage />
      <PartnerGrantsSection />
      <SignOutEverywhereSection />
      <MyDataSection />
    </PageContainer>
  );
}
