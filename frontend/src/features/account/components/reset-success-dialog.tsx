import { MessageDialog } from '@/components/ui/message-dialog';
import { hu } from '@/i18n/hu';
import { useCloseThen } from '@/lib/use-close-then';

/** "Password changed": however it is closed, the page returns to / once it has gone (SPEC §2). */
export function ResetSuccessDialog({ open, onClosed }: { open: boolean; onClosed: () => void }) {
  const { closing, closeThen, surfaceMotion } = useCloseThen();
  return (
    <MessageDialog
      open={open && !closing}
      surfaceMotion={surfaceMotion}
      title={hu.account.reset.successTitle}
      body={hu.account.reset.successBody}
      onClose={() => closeThen(onClosed)}
    />
  );
}
