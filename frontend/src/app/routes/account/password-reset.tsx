import { StandaloneFrame } from '@/components/ui/standalone-frame';
import { hu } from '@/i18n/hu';
import { BackHomeButton } from './back-home-button';

/** /jelszo-helyreallitas?q=… — the new-password form arrives with its issue. */
export function Component() {
  const { title, body } = hu.standalone.passwordReset;
  return (
    <StandaloneFrame title={title} text={body}>
      <BackHomeButton />
    </StandaloneFrame>
  );
}
