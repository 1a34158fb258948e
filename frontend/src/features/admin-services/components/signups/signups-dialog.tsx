import { useDeferredValue } from 'react';
import { DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import { Modal } from '@/components/ui/modal';
import { huAdmin } from '@/i18n/hu-admin';
import { SignupsPanel } from './signups-panel';
import { useOpenSignups, type SignupsOpener } from './signups-opener';
import { useSignupsQuery } from './use-signups-query';
import { DialogCloseAction } from '@/components/ui/dialog-close-action';

const useStyles = makeStyles({
  surface: { maxWidth: '1120px', width: '100%' },
});

/**
 * SPEC §2 sign-ups dialog of one service, open while its opener names one. Its opening is rendered as
 * a transition, in slices that leave the tap answered, instead of in the tap's own long task.
 */
export function SignupsDialog({ opener }: { opener: SignupsOpener }) {
  const styles = useStyles();
  const serviceId = useDeferredValue(useOpenSignups(opener));
  return (
    <Modal open={serviceId !== null} onOpenChange={(_, data) => !data.open && opener.close()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>{serviceId !== null && <SignupsBody serviceId={serviceId} />}</DialogBody>
      </DialogSurface>
    </Modal>
  );
}

function SignupsBody({ serviceId }: { serviceId: string }) {
  // A promotion queued by a decision shows up through the live notices (app/live-updates.tsx).
  const signups = useSignupsQuery(serviceId);
  // A page (its dozens of rows of buttons and badges) is drawn as a transition, in slices, while the
  // page before it (or the skeleton) stays; the title and the counts change with its rows.
  const page = useDeferredValue(signups.result.data);
  const name = page?.service.name;
  const t = huAdmin.adminServices.signups;
  return (
    <>
      <DialogTitle action={<DialogCloseAction />}>{name ? t.title(name) : t.tableLabel}</DialogTitle>
      <DialogContent>
        <SignupsPanel serviceId={serviceId} signups={signups} page={page} />
      </DialogContent>
    </>
  );
}
