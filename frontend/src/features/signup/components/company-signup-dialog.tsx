import { useState, type SetStateAction } from 'react';
import { Button } from '@fluentui/react-components';
import { hu } from '@/i18n/hu';
import { useBotCheck } from '@/lib/bot-check';
import { useDialogOf, useShowDialog } from '@/lib/dialogs';
import { hasFieldErrors, noErrors, submitErrors, type FormErrors } from '@/lib/form-errors';
import { useFormFocus } from '@/lib/use-form-focus';
import { useOnlineStatus } from '@/lib/use-online-status';
import { useApplyAsCompany } from '../api/apply-as-company';
import { COMPANY_FIELDS, COMPANY_FORMAT_TEXTS, CONTACT_FIELDS, emptyCompanyForm, validateCompany, validateContact, type CompanyField, type CompanyForm } from '../lib/company-form';
import { CompanyContactFields, CompanyDetailsFields } from './company-details-fields';
import { PrivacyCheckbox } from './privacy-checkbox';
import { isStarted } from '../lib/is-started';
import { trimStrings } from '../lib/trim-strings';
import { useOpenCount } from '../lib/use-open-count';
import { SignupThanks } from './signup-thanks';
import { StepActions } from './step-actions';
import { StepDialog } from './step-dialog';

type Step = 0 | 1 | 2;
const KNOWN_FIELDS: readonly CompanyField[] = [...COMPANY_FIELDS, ...CONTACT_FIELDS];
const c = hu.companySignup;

/** The company application of SPEC §2: step 0 the company, step 1 contact and privacy, step 2 thanks. */
export function CompanySignupDialog() {
  const dialog = useDialogOf('companySignup');
  const showDialog = useShowDialog();
  const open = dialog !== undefined;
  const opening = useOpenCount(open);
  return <CompanySignup key={opening} open={open} onClose={() => showDialog(null)} />;
}

function CompanySignup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [step, setStep] = useState<Step>(0);
  const [form, setForm] = useState<CompanyForm>(emptyCompanyForm);
  const [errors, setErrors] = useState<FormErrors<CompanyField>>(noErrors);
  const online = useOnlineStatus();
  const apply = useApplyAsCompany();
  const botCheck = useBotCheck(open && step === 1);
  const [solving, setSolving] = useState(false);
  const busy = solving || apply.isPending;
  const focus = useFormFocus<HTMLFormElement>(step);
  /** Errors of a failed step: shown, and focus goes to the first (the field the server named, or the message). */
  const showErrors = (update: SetStateAction<FormErrors<CompanyField>>) => {
    setErrors(update);
    focus.focusErrors();
  };

  const change = (field: CompanyField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ fields: { ...current.fields, [field]: undefined } }));
  };

  const next = () => {
    const fields = validateCompany(form);
    if (hasFieldErrors(fields)) return showErrors({ fields });
    setErrors(noErrors());
    setStep(1);
  };

  const register = async () => {
    if (busy || !form.privacyAccepted) return;
    const fields = validateContact(form);
    if (hasFieldErrors(fields)) return showErrors({ fields });
    setErrors(noErrors());
    try {
      setSolving(true);
      const recaptcha = await botCheck.take().finally(() => setSolving(false));
      const { privacyAccepted: _accepted, teacherCount, ...rest } = form;
      await apply.mutateAsync({ ...trimStrings(rest), teacherCount: Number(teacherCount), recaptcha });
      setStep(2);
    } catch (error) {
      const result = submitErrors(error, COMPANY_FORMAT_TEXTS, KNOWN_FIELDS);
      if (COMPANY_FIELDS.some((field) => result.fields[field])) setStep(0);
      showErrors(result);
    }
  };

  const stepProps = {
    open,
    onClose,
    dirty: step < 2 && isStarted(form, emptyCompanyForm),
    title: c.title,
    step,
    stepNames: c.steps,
    formError: errors.form,
    focus,
  };

  if (step === 2) {
    return (
      <StepDialog {...stepProps} actions={<Button appearance="primary" onClick={onClose}>{hu.forms.close}</Button>}>
        <SignupThanks title={c.thanksTitle} body={c.thanksBody} mail={c.thanksMail(form.contactEmail.trim())} />
      </StepDialog>
    );
  }
  if (step === 1) {
    return (
      <StepDialog
        {...stepProps}
        intro={c.contactIntro}
        offline={!online}
        onSubmit={() => void register()}
        actions={
          <StepActions
            secondary={{ label: hu.forms.back, onClick: () => setStep(0), disabled: busy }}
            submitLabel={c.submit}
            submitDisabled={!form.privacyAccepted || !online}
            busy={busy}
            pendingLabel={c.submitting}
          />
        }
      >
        <CompanyContactFields form={form} errors={errors.fields} onChange={change} />
        <PrivacyCheckbox
          checked={form.privacyAccepted}
          onChange={(privacyAccepted) => setForm((current) => ({ ...current, privacyAccepted }))}
        />
      </StepDialog>
    );
  }
  return (
    <StepDialog
      {...stepProps}
      intro={c.companyIntro}
      offline={!online}
      onSubmit={next}
      actions={<StepActions secondary={{ label: hu.forms.cancel, onClick: onClose }} submitLabel={hu.forms.next} submitDisabled={!online} />}
    >
      <CompanyDetailsFields form={form} errors={errors.fields} onChange={change} />
    </StepDialog>
  );
}
