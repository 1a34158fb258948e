import { Spinner, makeStyles } from '@fluentui/react-components';
import { hu } from '@/i18n/hu';
import { huMember } from '@/i18n/hu-member';
import { ProfileSection, useProfileLayoutStyles } from './profile-section';

/**
 * The height of each of the form's cards and of its save button's row, as measured with the demo
 * member's profile on a phone (390 px) and a desktop (1280 px): the form takes the placeholder's place
 * without moving what is below it.
 */
const useStyles = makeStyles({
  personal: { boxSizing: 'border-box', minHeight: '432px', '@media (max-width: 599px)': { minHeight: '510px' } },
  school: { boxSizing: 'border-box', minHeight: '482px', '@media (max-width: 599px)': { minHeight: '560px' } },
  actions: { minHeight: '40px', '@media (max-width: 599px)': { minHeight: '44px' } },
  spinner: { flexGrow: 1 },
});

/**
 * The profile form's place while the member's data is on its way (and in the page's prerendered
 * frame): its two cards with their headings, empty, and "Betöltés…". No field or button shows before
 * it works.
 */
export function ProfileFormPlaceholder() {
  const styles = useStyles();
  const layout = useProfileLayoutStyles();
  return (
    <div className={layout.column}>
      <ProfileSection title={huMember.profile.personalSection} className={styles.personal}>
        <Spinner className={styles.spinner} label={hu.common.loading} />
      </ProfileSection>
      <ProfileSection title={huMember.profile.schoolSection} className={styles.school} />
      <div className={styles.actions} />
    </div>
  );
}
