import { huAdmin } from '@/i18n/hu-admin';
import { FlagSwitch } from './flag-switch';
import { FormSection } from './form-section';
import { TextField } from './text-field';
import type { DraftProps } from './use-service-draft';

/** Whether members see the service and how a sign-up goes. */
export function SignupSection(props: DraftProps) {
  const t = huAdmin.adminServices.edit;
  return (
    <FormSection title={t.sections.signup}>
      <FlagSwitch {...props} name="active" label={t.active} />
      <FlagSwitch {...props} name="hidden" label={t.hidden} />
      <FlagSwitch {...props} name="needsApproval" label={t.needsApproval} />
      <FlagSwitch {...props} name="cancelable" label={t.cancelable} />
      <TextField {...props} name="signedUpDescription" label={t.signedUpDescription} hint={t.signedUpDescriptionHint} rows={3} />
    </FormSection>
  );
}
