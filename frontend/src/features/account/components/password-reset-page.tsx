import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { StandaloneFrame } from '@/components/ui/standalone-frame';
import { paths } from '@/config/paths';
import { huMember } from '@/i18n/hu-member';
import { isRefusal } from '@/lib/load-failure';
import { useResetPassword } from '../api/reset-password';
import { useVerifyResetCode } from '../api/verify-reset-code';
import { AccountForm } from './account-form';
import { FixedEmail } from './fixed-email';
import { InvalidCodePanel } from './invalid-code-panel';
import { PasswordFields } from './password-fields';
import { ResetSuccessDialog } from './reset-success-dialog';
import { usePasswordPair } from './use-password-pair';
import { VerifyingFrame } from './verifying-frame';

const r = huMember.account.reset;

/**
 * /jelszo-helyreallitas?q=CODE (SPEC §2): verify the code, ask for the new password twice, show the
 * success dialog, back to /. A bad code shows the error panel;
 * a check that could not be made says so and offers a retry.
 */
export function PasswordResetPage({ code }: { code: string }) {
  const verify = useVerifyResetCode(code);
  const reset = useResetPassword();
  const navigate = useNavigate();
  const passwords = usePasswordPair();
  const [failed, setFailed] = useState(false);

  if (!code || isRefusal(verify.error) || failed) return <InvalidCodePanel title={r.invalidTitle} />;
  if (!verify.isSuccess) return <VerifyingFrame title={r.title} query={verify} />;

  const submit = () => {
    if (!passwords.check()) return;
    reset.mutate(
      { q: code, password: passwords.password },
      {
        onError: (error) => {
          if (!passwords.showServerError(error)) setFailed(true);
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
            <PasswordFields {...passwords.fields} />
          </AccountForm>
        }
      />
      <ResetSuccessDialog open={reset.isSuccess} onClosed={() => void navigate(paths.home, { replace: true })} />
    </>
  );
}
