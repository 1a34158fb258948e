import { Caption1 } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { StandaloneFrame } from '@/components/ui/standalone-frame';
import { hu } from '@/i18n/hu';

function requestingHost(post: string | null): string | null {
  if (!post) return null;
  try {
    return new URL(post).host || null;
  } catch {
    return null;
  }
}

/** /auth?post=… — sign-in and consent for a partner site arrive with their issue. */
export function Component() {
  const [searchParams] = useSearchParams();
  const host = requestingHost(searchParams.get('post'));
  const { title, body, requestingSite } = hu.standalone.partnerSignIn;
  return (
    <StandaloneFrame title={title} text={body}>
      {host && <Caption1>{requestingSite(host)}</Caption1>}
    </StandaloneFrame>
  );
}
