import { DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import { Modal } from '@/components/ui/modal';
import { huAdmin } from '@/i18n/hu-admin';
import { SignupsPanel } from './signups-panel';
import { useSignupsQuery } from './use-signups-query';
import { DialogCloseAction } from '@/components/ui/dialog-close-action';

const useStyles = makeStyles({
  surface: { maxWidth: '1120px', width: '100%' },
});

/** SPEC §2 sign-ups dialog of one service; closed while serviceId is null. */
export function SignupsDialog({ serviceId, onClose }: { serviceId: string | null; onClose: () => void }) {
  const styles = useStyles();
  return (
    <Modal open={serviceId !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>{serviceId !== null && <SignupsBody serviceId={serviceId} />}</DialogBody>
      </DialogSurface>
    </Modal>
  );
}

function SignupsBody({ serviceId }: { serviceId: string }) {
  // A promotion queued by a decision shows up through the live notices (app/live-updates.tsx).
  const signups = useSignupsQuery(serviceId);
  const name = signups.result.data?.service.name;
  const t = huAdmin.adminServices.signups;
  return (
    <>
      <DialogTitle action={<DialogCloseAction />}>{name ? t.title(name) : t.tableLabel}</DialogTitle>
      <DialogContent>
        <SignupsPanel serviceId={serviceId} signups={signups} />
      </DialogContent>
    </>
  );
}
