import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { ClubTiles } from '@/features/club/components/club-tiles';
import { ProfileCheckDialog } from '@/features/profile/components/profile-check-dialog';
import { hu } from '@/i18n/hu';
import { huMember } from '@/i18n/hu-member';
import { displayName } from '@/lib/jwt';
import { useSessionUser } from '@/lib/session';

export function Component() {
  const user = useSessionUser();
  // The session guard renders this page only with a user.
  const name = user ? displayName(user) : '';
  return (
    <PageContainer>
      <PageHeader title={huMember.club.welcome(name)} documentTitle={hu.clubMenu.home} lead={huMember.club.intro} />
      <ClubTiles />
      <ProfileCheckDialog />
    </PageContainer>
  );
}
