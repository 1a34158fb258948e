import { StandaloneFrame } from '@/components/ui/standalone-frame';
import { hu } from '@/i18n/hu';
import { BackHomeButton } from './back-home-button';

/** /jelentkezes-folytatas?q=… — the completion form arrives with its issue. */
export function Component() {
  const { title, body } = hu.standalone.signupCompletion;
  return (
    <StandaloneFrame title={title} text={body}>
      <BackHomeButton />
    </StandaloneFrame>
  );
}
