import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { StandaloneFrame } from '@/components/ui/standalone-frame';
import { paths } from '@/config/paths';
import { hu } from '@/i18n/hu';
import { ApiError } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { useVerifyResetCode } from '../api/verify-reset-code';
import { emptyPasswordPair, hasPasswordErrors, validatePasswordPair, type PasswordErrors } from '../password-form';
import { AccountForm } from './account-form';
import { FixedEmail } from './fixed-email';
import { InvalidCodePanel } from './invalid-code-panel';
import { PasswordFields } from './password-fields';
import { ResetSuccessDialog } from './reset-success-dialog';
import { VerifyingFrame } from './verifying-frame';

const r = hu.account.reset;

/**
 * /jelszo-helyreallitas?q=CODE (SPEC §2): verify the code, ask for the new password twice, show the
 * success dialog, back to /. A bad code or any failed call shows the error panel.
 */
export function PasswordResetPage({ code }: { code: string }) {
  const verify = useVerifyResetCode(code);
  const reset = useResetPassword();
  const navigate = useNavigate();
  const [passwords, setPasswords] = useState(emptyPasswordPair);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [failed, setFailed] = useState(false);

  if (!code || verify.isError || failed) return <InvalidCodePanel title={r.invalidTitle} />;
  if (verify.isPending) return <VerifyingFrame title={r.title} />;

  const submit = () => {
    const found = validatePasswordPair(passwords);
    if (hasPasswordErrors(found)) return setErrors(found);
    reset.mutate(
      { q: code, password: passwords.password },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors.password) return setErrors({ password: hu.forms.passwordTooShort });
          setFailed(true);
        },
      },
    );
  };

  return (
    <>
      <StandaloneFrame
        title={r.title}
        text={r.intro}
        content={
          <AccountForm onSubmit={submit} submitLabel={r.submit} pendingLabel={r.submitting} pending={reset.isPending}>
            <FixedEmail email={verify.data.email} />
            <PasswordFields
              value={passwords}
              errors={errors}
              onChange={(value) => {
                setPasswords(value);
                setErrors({});
              }}
            />
          </AccountForm>
        }
      />
      <ResetSuccessDialog open={reset.isSuccess} onClosed={() => void navigate(paths.home, { replace: true })} />
    </>
  );
}
