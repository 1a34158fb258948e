import type { ReactNode } from 'react';
import { LiveMessage } from '@/components/ui/live-message';
import { huMember } from '@/i18n/hu-member';
import { isRefusal } from '@/lib/load-failure';
import type { FormFocus } from '@/lib/use-form-focus';

/** Where a page opened from a mail link is: checking the link, its form, done, or a link that does not work. */
export type AccountStep = 'verifying' | 'form' | 'done' | 'invalid';

/**
 * Holds the steps of an account page, each drawn in its own frame, in one element that stays: the
 * page's `useFormFocus(step)` finds each new step in it (the form opens on its first field, the
 * thank-you on its heading, the error panel on its message), and the form's arrival is announced.
 */
export function AccountSteps({ step, focus, children }: { step: AccountStep; focus: FormFocus<HTMLDivElement>; children: ReactNode }) {
  return (
    <div ref={focus.ref}>
      {children}
      <LiveMessage text={focus.moved && step === 'form' ? huMember.accountSteps.formReady : ''} />
    </div>
  );
}

/**
 * The step of a page whose link is checked by `verify` (a query), with `failed` set once its form's call
 * fails for good. Only a refused code is an invalid link; a check that could not be made (offline, no
 * answer, a server error) stays at 'verifying', whose frame says what failed and offers a retry.
 */
export function accountStep(code: string, verify: { error: unknown; isSuccess: boolean }, failed: boolean, done = false): AccountStep {
  if (!code || isRefusal(verify.error) || failed) return 'invalid';
  if (!verify.isSuccess) return 'verifying';
  return done ? 'done' : 'form';
}
