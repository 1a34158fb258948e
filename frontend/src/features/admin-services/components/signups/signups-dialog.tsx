import { useDeferredValue, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import { Modal } from '@/components/ui/modal';
import { huAdmin } from '@/i18n/hu-admin';
import { SignupsPanel } from './signups-panel';
import { useOpenSignups, type SignupsOpener } from './signups-opener';
import { useSignupsQuery } from './use-signups-query';
import { DialogCloseAction } from '@/components/ui/dialog-close-action';
import { ADMIN_LIST_PARAMS } from '@/config/paths';
import { SIGNUP_STATUSES, type SignupStatus } from '@backend/modules/catalogue/domain/signup-status';

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
  const linked = useLinkedSignups(opener);
  const close = () => {
    opener.close();
    linked.forget();
  };
  return (
    <Modal open={serviceId !== null} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>{serviceId !== null && <SignupsBody serviceId={serviceId} status={serviceId === linked.serviceId ? linked.status : undefined} />}</DialogBody>
      </DialogSurface>
    </Modal>
  );
}

const isStatus = (value: string | null): value is SignupStatus => SIGNUP_STATUSES.some((status) => status === value);

/**
 * The dashboard's links (issue 41 §6) open a service's sign-ups, of one status, from the address:
 * `?jelentkezesek={serviceId}&allapot=awaiting`. Closing the dialog takes them off the address, so
 * going back or reloading does not open it again.
 */
function useLinkedSignups(opener: SignupsOpener) {
  const [search, setSearch] = useSearchParams();
  const serviceId = search.get(ADMIN_LIST_PARAMS.signupsOf);
  const wanted = search.get(ADMIN_LIST_PARAMS.status);
  useEffect(() => {
    if (serviceId) opener.open(serviceId);
  }, [serviceId, opener]);
  const forget = () => {
    if (!serviceId) return;
    const rest = new URLSearchParams(search);
    rest.delete(ADMIN_LIST_PARAMS.signupsOf);
    rest.delete(ADMIN_LIST_PARAMS.status);
    setSearch(rest, { replace: true });
  };
  return { serviceId, status: isStatus(wanted) ? wanted : undefined, forget };
}

function SignupsBody({ serviceId, status }: { serviceId: string; status?: SignupStatus }) {
  // A promotion queued by a decision shows up through the live notices (app/live-updates.tsx).
  const signups = useSignupsQuery(serviceId, status);
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
