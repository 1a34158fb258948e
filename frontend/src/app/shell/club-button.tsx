import { Suspense } from 'react';
import { Button } from '@fluentui/react-components';
import { PersonCircleRegular } from '@fluentui/react-icons';
import { hu } from '@/i18n/hu';
import { useShowDialog } from '@/lib/dialogs';
import { retryingLazy } from '@/lib/retrying-lazy';
import { useSessionUser } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';

// Menu and its positioning code are only needed by signed-in members.
const ClubMenu = retryingLazy(() => import('./club-menu').then((m) => ({ default: m.ClubMenu })));

/** "Klub": the member's menu when signed in, otherwise it opens the login dialog. */
export function ClubButton() {
  const hydrated = useHydrated();
  const user = useSessionUser();
  const showDialog = useShowDialog();
  const loginButton = (
    <Button
      appearance="primary"
      icon={<PersonCircleRegular />}
      onClick={() => showDialog({ kind: 'login' })}
    >
      {hu.nav.club}
    </Button>
  );
  // A prerendered page was rendered signed out; the member's menu follows right after hydration.
  if (!user || !hydrated) return loginButton;
  return (
    <Suspense
      fallback={
        <Button appearance="primary" icon={<PersonCircleRegular />} disabledFocusable>
          {hu.nav.club}
        </Button>
      }
    >
      <ClubMenu user={user} />
    </Suspense>
  );
}
