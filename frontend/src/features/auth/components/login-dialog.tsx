import { useEffect } from 'react';
import { Button, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger, makeStyles, tokens } from '@fluentui/react-components';
import { Modal } from '@/components/ui/modal';
import { DismissRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { hu } from '@/i18n/hu';
import { useDialogOf, useShowDialog } from '@/lib/dialogs';
import { useSessionUser } from '@/lib/session';
import { postLoginTarget } from '../post-login-target';
import { LoginForm } from './login-form';
import { NotMemberSection } from './not-member-section';

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
    <Modal open={open && !user} onOpenChange={(_, data) => !data.open && showDialog(null)}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle
            action={
              <DialogTrigger action="close">
                <Button appearance="subtle" aria-label={hu.common.close} icon={<DismissRegular />} />
              </DialogTrigger>
            }
          >
            {hu.login.title}
          </DialogTitle>
          <DialogContent className={styles.content}>
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
