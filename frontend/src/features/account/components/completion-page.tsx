import { useState } from 'react';
import { Body1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled } from '@fluentui/react-icons';
import { RouterButton } from '@/components/ui/router-link';
import { StandaloneFrame } from '@/components/ui/standalone-frame';
import { paths } from '@/config/paths';
import { hu } from '@/i18n/hu';
import { huMember } from '@/i18n/hu-member';
import { hasFieldErrors, submitErrors } from '@/lib/form-errors';
import { useFormFocus } from '@/lib/use-form-focus';
import { isNumericId, isPhone, isSchoolOm } from '@/lib/validation';
import { LoadedSchoolPicker } from '@/components/ui/loaded-school-picker';
import type { CompletionCodeOwner } from '@backend/contract/account';
import { useCompleteSignup } from '../api/complete-signup';
import { useVerifyCompletionCode } from '../api/verify-completion-code';
import { AccountForm } from './account-form';
import { AccountSteps, accountStep } from './account-steps';
import { CompletionFields, type CompletionField, type CompletionValues } from './completion-fields';
import { FixedEmail } from './fixed-email';
import { InvalidCodePanel } from './invalid-code-panel';
import { PasswordFields } from '@/components/ui/password-fields';
import { usePasswordPair } from '@/lib/use-password-pair';
import { VerifyingFrame } from './verifying-frame';

const c = huMember.account.completion;
const FORMAT_TEXTS: Record<CompletionField, string> = {
  phone: hu.forms.invalidPhone,
  schoolOm: hu.forms.invalidSchoolOm,
  personalId: hu.forms.invalidPersonalId,
};
const CHECKS: Record<CompletionField, (value: string) => boolean> = { phone: isPhone, schoolOm: isSchoolOm, personalId: isNumericId };

const useStyles = makeStyles({
  greeting: { margin: 0, color: tokens.colorBrandForeground1 },
  intro: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase500 },
  done: { fontSize: '48px', color: tokens.colorPaletteGreenForeground1 },
});

/** What staff imported starts the form (issue 41 §4); the member may change all of it. */
const startOf = (owner: CompletionCodeOwner | undefined): CompletionValues => ({ phone: owner?.phone ?? '', schoolOm: owner?.schoolOm ?? '', personalId: '' });

function validate(values: CompletionValues): Partial<Record<CompletionField, string>> {
  const fields: Partial<Record<CompletionField, string>> = {};
  for (const field of Object.keys(CHECKS) as CompletionField[]) {
    if (!values[field].trim()) fields[field] = hu.fieldErrors.isNotEmpty;
    else if (!CHECKS[field](values[field])) fields[field] = FORMAT_TEXTS[field];
  }
  return fields;
}

/**
 * /jelentkezes-folytatas?q=CODE (SPEC §2): an imported member greets by first name, adds phone, OM
 * id, education id and a password (the phone, OM id and school staff imported already filled in,
 * issue 41 §4), then waits for staff (thank-you panel, opened on its heading). A
 * bad code or a failed call shows the error panel; only field errors the form can show stay on the form.
 */
export function CompletionPage({ code }: { code: string }) {
  const styles = useStyles();
  const verify = useVerifyCompletionCode(code);
  const complete = useCompleteSignup();
  const [edited, setEdited] = useState<Partial<CompletionValues>>({});
  const values: CompletionValues = { ...startOf(verify.data), ...edited };
  // undefined until the member picks: the school the imported OM id names, if any.
  const [pickedSchool, setPickedSchool] = useState<string | null | undefined>(undefined);
  const schoolId = pickedSchool === undefined ? (verify.data?.school?.id ?? null) : pickedSchool;
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CompletionField, string>>>({});
  const passwords = usePasswordPair();
  const [failed, setFailed] = useState(false);
  const step = accountStep(code, verify, failed, complete.isSuccess);
  const focus = useFormFocus<HTMLDivElement>(step);

  const submit = () => {
    const fields = validate(values);
    setFieldErrors(fields);
    const passwordOk = passwords.check();
    if (hasFieldErrors(fields) || !passwordOk) return focus.focusErrors();
    const trimmed = { phone: values.phone.trim(), schoolOm: values.schoolOm.trim(), personalId: values.personalId.trim() };
    complete.mutate(
      { q: code, ...trimmed, ...(schoolId ? { schoolId } : {}), password: passwords.password },
      {
        onError: (error) => {
          const shown = submitErrors(error, FORMAT_TEXTS, ['phone', 'schoolOm', 'personalId'] as const);
          if (!hasFieldErrors(shown.fields)) return setFailed(true);
          setFieldErrors(shown.fields);
          focus.focusErrors();
        },
      },
    );
  };

  return (
    <AccountSteps step={step} focus={focus}>
      {step === 'invalid' && <InvalidCodePanel title={c.invalidTitle} />}
      {step === 'verifying' && <VerifyingFrame title={c.title} query={verify} />}
      {step === 'done' && (
        <StandaloneFrame title={c.thanksTitle} text={c.thanksBody} icon={<CheckmarkCircleFilled className={styles.done} aria-hidden />}>
          <RouterButton to={paths.home} appearance="secondary">
            {huMember.account.back}
          </RouterButton>
        </StandaloneFrame>
      )}
      {step === 'form' && verify.data && (
        <StandaloneFrame
          title={c.title}
          content={
            <>
              <Subtitle1 as="p" className={styles.greeting}>
                {c.greeting(verify.data.firstName)}
              </Subtitle1>
              <Body1 as="p" className={styles.intro}>
                {c.intro}
              </Body1>
              <AccountForm onSubmit={submit} submitLabel={c.submit} pendingLabel={c.submitting} pending={complete.isPending}>
                <FixedEmail email={verify.data.email} />
                <CompletionFields
                  school={<LoadedSchoolPicker value={schoolId} onChange={(school) => setPickedSchool(school?.id ?? null)} />}
                  value={values}
                  errors={fieldErrors}
                  onChange={(field, value) => {
                    setEdited((current) => ({ ...current, [field]: value }));
                    setFieldErrors((current) => ({ ...current, [field]: undefined }));
                  }}
                />
                <PasswordFields {...passwords.fields} />
              </AccountForm>
            </>
          }
        />
      )}
    </AccountSteps>
  );
}
