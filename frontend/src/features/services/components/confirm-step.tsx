import { useEffect, useRef } from 'react';
import { Body1, Button, DialogActions, DialogBody, DialogContent, DialogTitle } from '@fluentui/react-components';

export interface ConfirmStepProps {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Withdrawing, deleting: the safe answer takes the first focus, so Enter does no harm. */
  destructive?: boolean;
  /** The confirmed call is under way (or cannot be made): the confirm button waits. */
  disabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirmation asked before a sign-up or a withdrawal (SPEC §4). It takes the detail dialog's
 * place rather than stacking a second modal on it: nested Fluent modals hide each other from
 * assistive technology.
 */
export function ConfirmStep({ title, body, confirmLabel, cancelLabel, destructive, disabled, onConfirm, onCancel }: ConfirmStepProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => (destructive ? cancelRef : confirmRef).current?.focus(), [destructive]);
  return (
    <DialogBody>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Body1 as="p">{body}</Body1>
      </DialogContent>
      <DialogActions>
        <Button ref={confirmRef} appearance="primary" disabledFocusable={disabled} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button ref={cancelRef} appearance="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </DialogActions>
    </DialogBody>
  );
}
