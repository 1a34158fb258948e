import { useSearchParams } from 'react-router-dom';
import { ActivationPage } from '@/features/account/components/activation-page';

/** /jelentkezes-veglegesites?q=… */
export function Component() {
  const [searchParams] = useSearchParams();
  return <ActivationPage code={searchParams.get('q')?.trim() ?? ''} />;
}
