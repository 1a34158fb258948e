import { useParams } from 'react-router-dom';
import { SubPagePage } from '@/features/services/components/sub-page-page';

/** /klub/szolgaltatasok/:subPageUrl — open to anonymous visitors at route level (SPEC §2). */
export function Component() {
  const { subPageUrl = '' } = useParams();
  return <SubPagePage key={subPageUrl} subPageUrl={subPageUrl} />;
}
