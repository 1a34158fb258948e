import { useSearchParams } from 'react-router-dom';
import { PasswordResetPage } from '@/features/account/components/password-reset-page';

/** /jelszo-helyreallitas?q=… */
export function Component() {
  const [searchParams] = useSearchParams();
  return <PasswordResetPage code={searchParams.get('q')?.trim() ?? ''} />;
}
