import { useSearchParams } from 'react-router-dom';
import { CompletionPage } from '@/features/account/components/completion-page';

/** /jelentkezes-folytatas?q=… */
export function Component() {
  const [searchParams] = useSearchParams();
  return <CompletionPage code={searchParams.get('q')?.trim() ?? ''} />;
}
