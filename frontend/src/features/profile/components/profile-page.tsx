import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { PageSpinner } from '@/components/ui/page-spinner';
import { huMember } from '@/i18n/hu-member';
import { useProfile } from '@/lib/api/get-profile';
import { ProfileForm } from './profile-form';

/** Loads the profile, then shows the form. */
export function ProfilePage() {
  const profile = useProfile();
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{huMember.profile.loadFailed}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void profile.refetch()}>{huMember.profile.retry}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  return <ProfileForm profile={profile.data} />;
}
