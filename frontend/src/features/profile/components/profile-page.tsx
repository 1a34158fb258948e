import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { QueryState } from '@/components/ui/query-state';
import { huMember } from '@/i18n/hu-member';
import { useProfile } from '@/lib/api/get-profile';
import { getSchoolsQueryOptions } from '@/lib/api/get-schools';
import { ProfileForm } from './profile-form';
import { ProfileFormPlaceholder } from './profile-form-placeholder';

/** Loads the profile, then shows the form in its placeholder's place. */
export function ProfilePage() {
  const queryClient = useQueryClient();
  // The form's school list travels beside the profile, not after it: the form is then built once.
  // Asked for in a task of its own, just after the page's effects: starting a request costs a phone a
  // few milliseconds, and in the effects' task it made that task long enough to count (issue 24).
  useEffect(() => {
    const asked = setTimeout(() => void queryClient.prefetchQuery(getSchoolsQueryOptions()), 0);
    return () => clearTimeout(asked);
  }, [queryClient]);
  return (
    <QueryState query={useProfile()} failed={huMember.profile.loadFailed} pending={<ProfileFormPlaceholder />}>
      {(profile) => <ProfileForm profile={profile} />}
    </QueryState>
  );
}
