import { useEffect } from 'react';
import { DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { Modal } from '@/components/ui/modal';
import { useNavigate } from 'react-router-dom';
import { hu } from '@/i18n/hu';
import { useDialogOf, useShowDialog } from '@/lib/dialogs';
import { useSetAtom } from 'jotai';
import { sessionEndedAtom, useSessionEnded, useSessionUser } from '@/lib/session';
import { postLoginTarget } from '../lib/post-login-target';
import { LoginForm } from './login-form';
import { NotMemberSection } from './not-member-section';
import { DialogCloseAction } from '@/components/ui/dialog-close-action';

const useStyles = makeStyles({
  surface: { maxWidth: '440px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
});

/**
 * The login dialog of SPEC §2. Once a session exists (after a successful sign-in, or when the
 * dialog is asked for while already signed in) it closes and continues to the club.
 */
export function LoginDialog() {
  const styles = useStyles();
  const dialog = useDialogOf('login');
  const showDialog = useShowDialog();
  const user = useSessionUser();
  const sessionEnded = useSessionEnded();
  const forgetSessionEnded = useSetAtom(sessionEndedAtom);
  const navigate = useNavigate();
  const intent = dialog?.intent;
  const open = dialog !== undefined;

  useEffect(() => {
    if (!open || !user) return;
    const target = postLoginTarget(intent);
    showDialog(null);
    void navigate(target.to, { state: target.state });
  }, [open, user, intent, navigate, showDialog]);

  return (
    <Modal
      open={open && !user}
      onOpenChange={(_, data) => {
        if (data.open) return;
        showDialog(null);
        forgetSessionEnded(false);
      }}
    >
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle
            action={
              <DialogCloseAction />
            }
          >
            {hu.login.title}
          </DialogTitle>
          <DialogContent className={styles.content}>
            {sessionEnded && (
              <MessageBar intent="warning" layout="multiline">
                <MessageBarBody>{hu.session.expired}</MessageBarBody>
              </MessageBar>
            )}
            <LoginForm
              onForgotPassword={(email) => showDialog({ kind: 'resetRequest', email })}
            />
            <NotMemberSection
              onLearnMore={() => showDialog(null)}
              onApply={() => showDialog({ kind: 'teacherSignup' })}
            />
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Modal>
  );
}
