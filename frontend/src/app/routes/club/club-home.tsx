import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { ClubTiles } from '@/features/club/components/club-tiles';
import { MySignups } from '@/features/club/components/my-signups';
import { hu } from '@/i18n/hu';
import { huMember } from '@/i18n/hu-member';
import { displayName } from '@/lib/jwt';
import { useSessionUser } from '@/lib/session';

export function Component() {
  // The session guard renders this page only with a user; without one it is the prerendered frame
  // (scripts/prerender.mjs): the tiles paint before any script, the greeting's line waits for the name.
  const user = useSessionUser();
  const name = user ? displayName(user) : '';
  return (
    <PageContainer>
      <PageHeader title={huMember.club.welcome(name)} titleShown={user !== null} documentTitle={hu.clubMenu.home} lead={huMember.club.intro} />
      <ClubTiles />
      {user && <MySignups />}
    </PageContainer>
  );
}
