import { MessageDialog } from '@/components/ui/message-dialog';
import { huMember } from '@/i18n/hu-member';
import { useCloseThen } from '@/lib/use-close-then';

/** "Password changed": however it is closed, the page returns to / once it has gone (SPEC §2). */
export function ResetSuccessDialog({ open, onClosed }: { open: boolean; onClosed: () => void }) {
  const { closing, closeThen, surfaceMotion } = useCloseThen();
  return (
    <MessageDialog
      open={open && !closing}
      surfaceMotion={surfaceMotion}
      title={huMember.account.reset.successTitle}
      body={huMember.account.reset.successBody}
      focusMessage
      onClose={() => closeThen(onClosed)}
    />
  );
}
