import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { StandaloneFrame } from '@/components/ui/standalone-frame';
import { paths } from '@/config/paths';
import { huMember } from '@/i18n/hu-member';
import { useFormFocus } from '@/lib/use-form-focus';
import { useResetPassword } from '../api/reset-password';
import { useVerifyResetCode } from '../api/verify-reset-code';
import { AccountForm } from './account-form';
import { AccountSteps, accountStep } from './account-steps';
import { FixedEmail } from './fixed-email';
import { InvalidCodePanel } from './invalid-code-panel';
import { PasswordFields } from '@/components/ui/password-fields';
import { ResetSuccessDialog } from './reset-success-dialog';
import { usePasswordPair } from '@/lib/use-password-pair';
import { VerifyingFrame } from './verifying-frame';

const r = huMember.account.reset;

/**
 * /jelszo-helyreallitas?q=CODE (SPEC §2): verify the code, ask for the new password twice, show the
 * success dialog (opened on its message), back to /. A bad code or a failed reset shows the error panel;
 * a check that could not be made says so and offers a retry.
 */
export function PasswordResetPage({ code }: { code: string }) {
  const verify = useVerifyResetCode(code);
  const reset = useResetPassword();
  const navigate = useNavigate();
  const passwords = usePasswordPair();
  const [failed, setFailed] = useState(false);
  const step = accountStep(code, verify, failed);
  const focus = useFormFocus<HTMLDivElement>(step);

  const submit = () => {
    if (!passwords.check()) return focus.focusErrors();
    reset.mutate(
      { q: code, password: passwords.password },
      {
        onError: (error) => {
          if (passwords.showServerError(error)) focus.focusErrors();
          else setFailed(true);
        },
      },
    );
  };

  return (
    <AccountSteps step={step} focus={focus}>
      {step === 'invalid' && <InvalidCodePanel title={r.invalidTitle} />}
      {step === 'verifying' && <VerifyingFrame title={r.title} query={verify} />}
      {step === 'form' && verify.data && (
        <>
          <StandaloneFrame
            title={r.title}
            text={r.intro}
            content={
              <AccountForm onSubmit={submit} submitLabel={r.submit} pendingLabel={r.submitting} pending={reset.isPending}>
                <FixedEmail email={verify.data.email} />
                <PasswordFields {...passwords.fields} />
              </AccountForm>
            }
          />
          <ResetSuccessDialog open={reset.isSuccess} onClosed={() => void navigate(paths.home, { replace: true })} />
        </>
      )}
    </AccountSteps>
  );
}
