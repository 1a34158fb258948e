import { BackLink } from '@/components/ui/back-link';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { PartnerGrantsSection } from '@/features/partner-sign-in/components/partner-grants-section';
import { MyDataSection } from '@/features/profile/components/my-data-section';
import { PasswordChangeSection } from '@/features/profile/components/password-change-section';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { SignOutEverywhereSection } from '@/features/profile/components/sign-out-everywhere-section';
import { huMember } from '@/i18n/hu-member';

export function Component() {
  return (
    <PageContainer narrow>
      <PageHeader
        title={huMember.profile.title}
        lead={huMember.profile.intro}
        before={<BackLink to={paths.club.home} label={huMember.club.backToClub} />}
      />
      <ProfilePage />
      <PartnerGrantsSection />
      <PasswordChangeSection />
      <SignOutEverywhereSection />
      <MyDataSection />
    </PageContainer>
  );
}
