import { useState } from 'react';
import { Body1, Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { AUTOFOCUS, Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { huMember } from '@/i18n/hu-member';
import { useSignOut } from '@/lib/session';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM, paddingBlock: tokens.spacingVerticalXXL },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
});

/** "Kijelentkezés minden eszközön": a lost phone's or a shared computer's session ends too (issue 14). */
export function SignOutEverywhereSection() {
  const styles = useStyles();
  const t = huMember.sessions;
  const [asking, setAsking] = useState(false);
  const endSessions = useSignOutEverywhere();
  const signOut = useSignOut();
  const navigate = useNavigate();

  const confirm = () =>
    endSessions.mutate(undefined, {
      onSuccess: async () => {
        setAsking(false);
        await navigate(paths.home);
        signOut();
      },
    });

  return (
    <section className={styles.section} aria-labelledby="bejelentkezesek">
      <Subtitle1 as="h2" id="bejelentkezesek">
        {t.title}
      </Subtitle1>
      <Body1 as="p" className={styles.muted}>
        {t.intro}
      </Body1>
      <Button icon={<SignOutRegular />} onClick={() => setAsking(true)}>
        {t.open}
      </Button>
      {asking && (
        <Modal open={asking} modalType="alert" onOpenChange={(_, data) => !data.open && setAsking(false)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{t.dialogTitle}</DialogTitle>
              <DialogContent>
                <Body1 as="p">{t.dialogBody}</Body1>
                {endSessions.isError && (
                  <MessageBar intent="error">
                    <MessageBarBody>{t.failed}</MessageBarBody>
                  </MessageBar>
                )}
              </DialogContent>
              <DialogActions>
                {/* The safe answer takes the focus (issue 9): Enter does not sign out every device. */}
                <Button {...AUTOFOCUS} onClick={() => setAsking(false)}>
                  {t.cancel}
                </Button>
                <Button appearance="primary" disabledFocusable={endSessions.isPending} onClick={confirm}>
                  {t.confirm}
                </Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Modal>
      )}
    </section>
  );
}
