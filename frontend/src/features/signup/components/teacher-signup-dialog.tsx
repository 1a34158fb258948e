import { hu } from '@/i18n/hu';
import { useDialogOf, useShowDialog } from '@/lib/dialogs';
import { SignupFrameDialog } from './signup-frame-dialog';

/** Teacher application (SPEC §2: three steps, built by a later issue). */
export function TeacherSignupDialog() {
  const dialog = useDialogOf('teacherSignup');
  const showDialog = useShowDialog();
  return (
    <SignupFrameDialog
      open={dialog !== undefined}
      onClose={() => showDialog(null)}
      title={hu.teacherSignup.title}
      soon={hu.teacherSignup.soon}
      contact={hu.teacherSignup.contact}
    />
  );
}
