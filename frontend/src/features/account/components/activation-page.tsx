import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { StandaloneFrame } from '@/components/ui/standalone-frame';
import { paths } from '@/config/paths';
import { huMember } from '@/i18n/hu-member';
import { useSignIn } from '@/lib/session';
import { useFormFocus } from '@/lib/use-form-focus';
import { useSetPassword } from '../api/set-password';
import { useVerifyActivationCode } from '../api/verify-activation-code';
import { AccountForm } from './account-form';
import { AccountSteps, accountStep } from './account-steps';
import { FixedEmail } from './fixed-email';
import { InvalidCodePanel } from './invalid-code-panel';
import { PasswordFields } from '@/components/ui/password-fields';
import { usePasswordPair } from '@/lib/use-password-pair';
import { VerifyingFrame } from './verifying-frame';

const a = huMember.account.activation;

/**
 * /jelentkezes-veglegesites?q=CODE (SPEC §2): verify the code, set the password, signed in (as a
 * login without "stay signed in"), on to /klub. A bad code shows the error panel;
 * a check that could not be made says so and offers a retry.
 */
export function ActivationPage({ code }: { code: string }) {
  const verify = useVerifyActivationCode(code);
  const setPassword = useSetPassword();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const passwords = usePasswordPair();
  const [failed, setFailed] = useState(false);
  const step = accountStep(code, verify, failed);
  const focus = useFormFocus<HTMLDivElement>(step);

  const submit = () => {
    if (!passwords.check()) return focus.focusErrors();
    setPassword.mutate(
      { q: code, password: passwords.password },
      {
        onSuccess: ({ jwt }) => {
          signIn({ token: jwt, stayLoggedIn: false });
          void navigate(paths.club.home, { replace: true });
        },
        onError: (error) => {
          // Too short for the server (it is checked here first): keep the form; anything else: the panel.
          if (passwords.showServerError(error)) focus.focusErrors();
          else setFailed(true);
        },
      },
    );
  };

  return (
    <AccountSteps step={step} focus={focus}>
      {step === 'invalid' && <InvalidCodePanel title={a.invalidTitle} />}
      {step === 'verifying' && <VerifyingFrame title={a.title} query={verify} />}
      {step === 'form' && verify.data && (
        <StandaloneFrame
          title={a.title}
          text={a.intro}
          content={
            <AccountForm onSubmit={submit} submitLabel={a.submit} pendingLabel={a.submitting} pending={setPassword.isPending}>
              <FixedEmail email={verify.data.email} />
              <PasswordFields {...passwords.fields} />
            </AccountForm>
          }
        />
      )}
    </AccountSteps>
  );
}
