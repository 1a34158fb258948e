import { useState, type SetStateAction } from 'react';
import { Button } from '@fluentui/react-components';
import { hu } from '@/i18n/hu';
import { ApiError } from '@/lib/api-client';
import { useBotCheck } from '@/lib/bot-check';
import { useDialogOf, useShowDialog } from '@/lib/dialogs';
import { hasFieldErrors, noErrors, submitErrors, type FormErrors } from '@/lib/form-errors';
import { useFormFocus } from '@/lib/use-form-focus';
import { useOnlineStatus } from '@/lib/use-online-status';
import { useApplyAsTeacher } from '../api/apply-as-teacher';
import { useCheckEmailTaken } from '../api/check-email-taken';
import { PERSONAL_FIELDS, SCHOOL_FIELDS, TEACHER_FORMAT_TEXTS, emptyTeacherForm, validatePersonal, validateSchool, type TeacherField, type TeacherForm } from '../lib/teacher-form';
import { isStarted } from '../lib/is-started';
import { trimStrings } from '../lib/trim-strings';
import { useOpenCount } from '../lib/use-open-count';
import { SignupThanks } from './signup-thanks';
import { StepActions } from './step-actions';
import { StepDialog } from './step-dialog';
import { TeacherPersonalFields } from './teacher-personal-fields';
import { TeacherSchoolFields } from './teacher-school-fields';

type Step = 0 | 1 | 2;
type FieldMessages = FormErrors<TeacherField>['fields'];
const pick = (fields: FieldMessages, keys: readonly TeacherField[]): FieldMessages =>
  Object.fromEntries(keys.filter((key) => fields[key]).map((key) => [key, fields[key]]));
const KNOWN_FIELDS: readonly TeacherField[] = [...PERSONAL_FIELDS, ...SCHOOL_FIELDS];
const t = hu.teacherSignup;

/** The teacher application of SPEC §2: step 0 personal data, step 1 school and privacy, step 2 thanks. */
export function TeacherSignupDialog() {
  const dialog = useDialogOf('teacherSignup');
  const showDialog = useShowDialog();
  const open = dialog !== undefined;
  const opening = useOpenCount(open);
  return <TeacherSignup key={opening} open={open} onClose={() => showDialog(null)} />;
}

function TeacherSignup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [step, setStep] = useState<Step>(0);
  const [form, setForm] = useState<TeacherForm>(emptyTeacherForm);
  const [errors, setErrors] = useState<FormErrors<TeacherField>>(noErrors);
  const online = useOnlineStatus();
  const emailCheck = useCheckEmailTaken();
  const apply = useApplyAsTeacher();
  // The invisible bot check starts solving as soon as the last step is on screen.
  const botCheck = useBotCheck(open && step === 1);
  const [solving, setSolving] = useState(false);
  const busy = emailCheck.isPending || solving || apply.isPending;
  const focus = useFormFocus<HTMLFormElement>(step);
  /** Errors of a failed step: shown, and focus goes to the first (the field the server named, or the message). */
  const showErrors = (update: SetStateAction<FormErrors<TeacherField>>) => {
    setErrors(update);
    focus.focusErrors();
  };

  const change = (field: TeacherField, value: string | null) => {
    setForm((current) => ({ ...current, [field]: value }));
    // Each edit clears that field's error (SPEC §5: the e-mail-taken flag clears on each e-mail edit).
    setErrors((current) => ({ fields: { ...current.fields, [field]: undefined } }));
  };

  const next = async () => {
    if (busy) return;
    const fields = validatePersonal(form);
    if (hasFieldErrors(fields)) return showErrors((current) => ({ fields: { ...current.fields, ...fields } }));
    // Server errors of the school step (after a failed submit) stay for when the applicant returns.
    setErrors((current) => ({ fields: pick(current.fields, SCHOOL_FIELDS) }));
    try {
      const { taken } = await emailCheck.mutateAsync(form.email.trim());
      if (taken) return showErrors((current) => ({ fields: { ...current.fields, email: hu.errors.EMAIL_TAKEN } }));
      setStep(1);
    } catch (error) {
      showErrors(submitErrors(error, TEACHER_FORMAT_TEXTS, KNOWN_FIELDS));
    }
  };

  const register = async () => {
    if (busy || !form.privacyAccepted) return;
    const fields = validateSchool(form);
    if (hasFieldErrors(fields)) return showErrors({ fields });
    setErrors(noErrors());
    try {
      setSolving(true);
      const recaptcha = await botCheck.take().finally(() => setSolving(false));
      const { privacyAccepted: _accepted, schoolId, ...rest } = form;
      await apply.mutateAsync({ ...trimStrings(rest), schoolId: schoolId ?? '', recaptcha });
      setStep(2);
    } catch (error) {
      failed(error);
    }
  };

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') {
      setStep(0);
      return showErrors({ fields: { email: hu.errors.EMAIL_TAKEN } });
    }
    const result = submitErrors(error, TEACHER_FORMAT_TEXTS, KNOWN_FIELDS);
    // A server error on a personal field is shown where that field is.
    if (PERSONAL_FIELDS.some((field) => result.fields[field])) setStep(0);
    showErrors(result);
  };

  const stepProps = {
    open,
    onClose,
    dirty: step < 2 && isStarted(form, emptyTeacherForm),
    title: t.title,
    step,
    stepNames: t.steps,
    formError: errors.form,
    focus,
  };

  if (step === 2) {
    return (
      <StepDialog {...stepProps} actions={<Button appearance="primary" onClick={onClose}>{hu.forms.close}</Button>}>
        <SignupThanks title={t.thanksTitle} body={t.thanksBody} mail={t.thanksMail(form.email.trim())} />
      </StepDialog>
    );
  }
  if (step === 1) {
    return (
      <StepDialog
        {...stepProps}
        intro={t.schoolIntro}
        offline={!online}
        onSubmit={() => void register()}
        actions={
          <StepActions
            secondary={{ label: hu.forms.back, onClick: () => setStep(0), disabled: busy }}
            submitLabel={t.submit}
            submitDisabled={!form.privacyAccepted || !online}
            busy={busy}
            pendingLabel={t.submitting}
          />
        }
      >
        <TeacherSchoolFields
          form={form}
          errors={errors.fields}
          onChange={change}
          onPrivacyChange={(privacyAccepted) => setForm((current) => ({ ...current, privacyAccepted }))}
        />
      </StepDialog>
    );
  }
  return (
    <StepDialog
      {...stepProps}
      intro={t.personalIntro}
      offline={!online}
      onSubmit={() => void next()}
      actions={
        <StepActions
          secondary={{ label: hu.forms.cancel, onClick: onClose }}
          submitLabel={hu.forms.next}
          submitDisabled={!online}
          busy={busy}
          pendingLabel={t.checkingEmail}
        />
      }
    >
      <TeacherPersonalFields form={form} errors={errors.fields} onChange={change} />
    </StepDialog>
  );
}
