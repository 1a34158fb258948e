import { Button, Spinner } from '@fluentui/react-components';

interface StepActionsProps {
  /** 'Mégse' on the first step, 'Vissza' on the later ones. */
  secondary: { label: string; onClick: () => void; disabled?: boolean };
  submitLabel: string;
  submitDisabled: boolean;
  /** While the step's work runs the submit button spins, with this label for screen readers. */
  busy?: boolean;
  pendingLabel?: string;
}

/** The two buttons under a step of a signup dialog. */
export function StepActions({ secondary, submitLabel, submitDisabled, busy = false, pendingLabel }: StepActionsProps) {
  return (
    <>
      <Button appearance="secondary" onClick={secondary.onClick} disabled={secondary.disabled}>
        {secondary.label}
      </Button>
      <Button
        type="submit"
        appearance="primary"
        disabled={submitDisabled}
        disabledFocusable={busy}
        icon={busy ? <Spinner size="tiny" aria-label={pendingLabel} /> : undefined}
      >
        {submitLabel}
      </Button>
    </>
  );
}
