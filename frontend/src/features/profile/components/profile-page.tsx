import { QueryState } from '@/components/ui/query-state';
import { huMember } from '@/i18n/hu-member';
import { useProfile } from '@/lib/api/get-profile';
import { ProfileForm } from './profile-form';

/** Loads the profile, then shows the form. */
export function ProfilePage() {
  return (
    <QueryState query={useProfile()} failed={huMember.profile.loadFailed}>
      {(profile) => <ProfileForm profile={profile} />}
    </QueryState>
  );
}
