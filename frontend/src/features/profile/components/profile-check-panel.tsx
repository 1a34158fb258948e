import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { RouterButton } from '@/components/ui/router-link';
import { paths } from '@/config/paths';
import { huMember } from '@/i18n/hu-member';
import { ProfileCheckItems } from './profile-check-items';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM, maxWidth: '70ch', paddingBottom: tokens.spacingVerticalXXL },
  text: { margin: 0 },
});

/**
 * The data check in a club page's place (ProfileCheckGate, issue 41 §3): the page's own heading and a
 * way to the profile, nothing to dismiss. Part of the page, not a modal: the header stays usable, so
 * the member can still sign out or leave, and nothing traps focus (docs/decisions/0108).
 */
export function ProfileCheckPanel() {
  const styles = useStyles();
  const t = huMember.profileCheck;
  return (
    <PageContainer>
      <PageHeader title={t.title} lead={t.body} />
      <div className={styles.body}>
        <ProfileCheckItems />
        <Body1 as="p" className={styles.text}>
          {t.howTo}
        </Body1>
        <RouterButton appearance="primary" size="large" to={paths.club.profile}>
          {t.action}
        </RouterButton>
      </div>
    </PageContainer>
  );
}
