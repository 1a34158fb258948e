import { BackLink } from '@/components/ui/back-link';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { usePartnerGrants } from '@/features/partner-sign-in/api/get-partner-grants';
import { PartnerGrantsSection } from '@/features/partner-sign-in/components/partner-grants-section';
import { MyDataSection } from '@/features/profile/components/my-data-section';
import { PasswordChangeSection } from '@/features/profile/components/password-change-section';
import { ProfileFormPlaceholder } from '@/features/profile/components/profile-form-placeholder';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { SignOutEverywhereSection } from '@/features/profile/components/sign-out-everywhere-section';
import { huMember } from '@/i18n/hu-member';
import { useProfile } from '@/lib/api/get-profile';
import { useSessionUser } from '@/lib/session';
import { useOneByOne } from '@/lib/use-one-by-one';
import type { UseQueryResult } from '@tanstack/react-query';

export function Component() {
  // The session guard renders this page only with a user; without one it is the prerendered frame
  // (scripts/prerender.mjs): the header and the form's placeholder paint before any script, and
  // nothing that would wait for a script (a field, a button) shows.
  const user = useSessionUser();
  return (
    <PageContainer narrow>
      <PageHeader
        title={huMember.profile.title}
        lead={huMember.profile.intro}
        before={<BackLink to={paths.club.home} label={huMember.club.backToClub} />}
      />
      {user ? <ProfileContent /> : <ProfileFormPlaceholder />}
    </PageContainer>
  );
}

/** The form as soon as the profile is here; the sections under it once both reads have answered. */
function ProfileContent() {
  // The sections under the form come once the profile and the linked sites have arrived (or failed):
  // drawn at once, the form and the list arriving later pushed them down the screen (layout shift).
  // Latched on the first answer: a read that failed goes back to "loading" while it is tried again,
  // and hiding the sections then would unmount the list whose mount tries it again, without end.
  // Built in the background (transitions) as the form is (QueryState), and one by one: four sections at
  // once held a slowed phone's main thread in the task the last answer arrived in, and then in one
  // commit and one layout; a commit each halved the profile's blocking time side by side (issue 24).
  const shown = useOneByOne(SECTIONS.length, [useProfile(), usePartnerGrants()].every(firstAnswerCame));
  return (
    <>
      <ProfilePage />
      {SECTIONS.slice(0, shown).map((Section, index) => (
        <Section key={index} />
      ))}
    </>
  );
}

const SECTIONS = [PartnerGrantsSection, PasswordChangeSection, SignOutEverywhereSection, MyDataSection];

/** An answer (data or a failure) came at least once, or the read is not running (paused offline). */
function firstAnswerCame(query: UseQueryResult<unknown>): boolean {
  return query.isFetched || !query.isLoading;
}
