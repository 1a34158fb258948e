import { hu } from '@/i18n/hu';
import { useDialogOf, useShowDialog } from '@/lib/dialogs';
import { SignupFrameDialog } from './signup-frame-dialog';

/** Company application (SPEC §2: three steps, built by a later issue). */
export function CompanySignupDialog() {
  const dialog = useDialogOf('companySignup');
  const showDialog = useShowDialog();
  return (
    <SignupFrameDialog
      open={dialog !== undefined}
      onClose={() => showDialog(null)}
      title={hu.companySignup.title}
      soon={hu.companySignup.soon}
      contact={hu.companySignup.contact}
    />
  );
}
