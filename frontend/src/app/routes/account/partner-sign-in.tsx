import { useSearchParams } from 'react-router-dom';
import { LoginForm } from '@/features/auth/components/login-form';
import { readAuthRequest } from '@/features/partner-sign-in/lib/auth-request';
import { PartnerSignInPage } from '@/features/partner-sign-in/components/partner-sign-in-page';

/** /auth?post=…[&state=…&nonce=…]: a partner site's sign-in window (SPEC §2). */
export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <PartnerSignInPage
      request={readAuthRequest(searchParams)}
      hasOpener={typeof window !== 'undefined' && window.opener !== null}
      // The club's own site, beside this window, has the password reset.
      login={<LoginForm onForgotPassword={() => window.open('/', '_blank', 'noopener')} />}
    />
  );
}
