import { useEffect, useRef, useState, type RefObject } from 'react';
import { DialogSurface, makeStyles, mergeClasses } from '@fluentui/react-components';
import { Modal } from '@/components/ui/modal';
import { huMember } from '@/i18n/hu-member';
import { useOnlineStatus } from '@/lib/use-online-status';
import type { MemberServiceView } from '@backend/contract/member-services';
import { dialogRules } from '../lib/service-dialog-rules';
import { ConfirmStep } from './confirm-step';
import { ServiceDetails } from './service-details';
import { useSignupFlow, type Confirming } from './use-signup-flow';

const useStyles = makeStyles({
  surface: { maxWidth: '640px' },
  confirming: { maxWidth: '480px' },
});

interface ServiceDetailDialogProps {
  service: MemberServiceView;
  onClose: () => void;
  /** A sign-up failed: the page shows 'Ez a szolgáltatás betelt'. */
  onSignupFailed: () => void;
}

/**
 * The detail dialog of SPEC §4 (every rule comes from `dialogRules`). Applying and withdrawing
 * each ask first: the confirmation takes the dialog's place, and Escape goes back to the details.
 */
export function ServiceDetailDialog({ service, onClose, onSignupFailed }: ServiceDetailDialogProps) {
  const styles = useStyles();
  const online = useOnlineStatus();
  const [radioAnswer, setRadioAnswer] = useState<number | null>(null);
  const [priority, setPriority] = useState(false);
  const flow = useSignupFlow(service, onSignupFailed);
  const rules = dialogRules(service, { radioAnswer, online, busy: flow.busy });
  const { confirmApply } = huMember.services;
  const withdrawTexts = service.onWaitlist ? huMember.services.confirmLeaveWaitlist : huMember.services.confirmWithdraw;
  const surfaceRef = useRef<HTMLDivElement>(null);
  useFocusBackFromConfirmation(flow.confirming, surfaceRef);

  return (
    <Modal open onOpenChange={(_, data) => !data.open && (flow.confirming ? flow.dismiss() : onClose())}>
      <DialogSurface ref={surfaceRef} className={mergeClasses(styles.surface, flow.confirming !== null && styles.confirming)}>
        {flow.confirming === 'apply' && (
          <ConfirmStep
            title={confirmApply.title}
            body={(service.full ? confirmApply.waitlistBody : confirmApply.body)(service.name)}
            confirmLabel={confirmApply.confirm}
            cancelLabel={confirmApply.cancel}
            disabled={flow.busy || !online}
            onConfirm={() => flow.confirmApply({ radioAnswer, waitlistPriority: rules.priority !== null && priority })}
            onCancel={flow.dismiss}
          />
        )}
        {flow.confirming === 'withdraw' && (
          <ConfirmStep
            title={withdrawTexts.title}
            body={withdrawTexts.body(service.name)}
            confirmLabel={withdrawTexts.confirm}
            cancelLabel={withdrawTexts.cancel}
            destructive
            disabled={flow.busy || !online}
            onConfirm={flow.confirmWithdraw}
            onCancel={flow.dismiss}
          />
        )}
        {flow.confirming === null && (
          <ServiceDetails
            service={service}
            rules={rules}
            online={online}
            radioAnswer={radioAnswer}
            onRadioAnswer={setRadioAnswer}
            priority={priority}
            onPriority={setPriority}
            withdrawError={flow.withdrawError}
            onApply={flow.askApply}
            onWithdraw={flow.askWithdraw}
          />
        )}
      </DialogSurface>
    </Modal>
  );
}

/**
 * Back from a confirmation, answered or not, focus stays in the dialog (so Escape still closes it):
 * on the details' action button, or on the dialog itself when that button is gone or disabled.
 */
function useFocusBackFromConfirmation(confirming: Confirming, surface: RefObject<HTMLDivElement | null>) {
  const previous = useRef(confirming);
  useEffect(() => {
    const wasConfirming = previous.current !== null;
    previous.current = confirming;
    if (!wasConfirming || confirming !== null) return;
    const action = surface.current?.querySelector<HTMLElement>('[data-dialog-action]:not(:disabled)');
    (action ?? surface.current)?.focus();
  }, [confirming, surface]);
}
