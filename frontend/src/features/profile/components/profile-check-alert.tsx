import { useNavigate } from 'react-router-dom';
import { Body1, Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { huMember } from '@/i18n/hu-member';
import { useCloseThen } from '@/lib/use-close-then';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  text: { margin: 0 },
});

/**
 * SPEC §2: the mandatory data check on /klub, for a member whose profile says needsProfileCheck
 * (ProfileCheckDialog): the only way on is the profile page (an alert dialog: no close button, Escape
 * and the backdrop do nothing); saving the profile clears the flag.
 */
export function ProfileCheckAlert() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { closing, closeThen, surfaceMotion } = useCloseThen();
  return (
    <Modal open={!closing} modalType="alert" surfaceMotion={surfaceMotion} onOpenChange={() => {}}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{huMember.profileCheck.title}</DialogTitle>
          <DialogContent className={styles.content}>
            <Body1 as="p" className={styles.text}>
              {huMember.profileCheck.body}
            </Body1>
            <Body1 as="p" className={styles.text}>
              {huMember.profileCheck.howTo}
            </Body1>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => closeThen(() => void navigate(paths.club.profile))}>
              {huMember.profileCheck.action}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Modal>
  );
}
