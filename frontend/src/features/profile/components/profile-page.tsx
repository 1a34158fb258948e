import { QueryState } from '@/components/ui/query-state';
import { huMember } from '@/i18n/hu-member';
import { useProfile } from '@/lib/api/get-profile';
import { ProfileForm } from './profile-form';
import { ProfileFormPlaceholder } from './profile-form-placeholder';

/** Loads the profile, then shows the form in its placeholder's place. */
export function ProfilePage() {
  return (
    <QueryState query={useProfile()} failed={huMember.profile.loadFailed} pending={<ProfileFormPlaceholder />}>
      {(profile) => <ProfileForm profile={profile} />}
    </QueryState>
  );
}
