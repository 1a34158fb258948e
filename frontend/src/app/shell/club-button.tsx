import { Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@fluentui/react-components';
import { PersonCircleRegular } from '@fluentui/react-icons';
import { hu } from '@/i18n/hu';
import { useShowDialog } from '@/lib/dialogs';
import { retryingLazy } from '@/lib/retrying-lazy';
import { useSessionUser } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';

// Menu, its positioning and focus code are only needed by signed-in members, and only once they open
// it: fetched when a finger, pointer or focus comes to the button, a moment before the tap.
const loadClubMenu = () => import('./club-menu');
const ClubMenu = retryingLazy(() => loadClubMenu().then((m) => ({ default: m.ClubMenu })));
const fetchAhead = () => void loadClubMenu().catch(() => undefined);

/**
 * "Klub": the member's menu when signed in, otherwise it opens the login dialog. The menu is drawn
 * the first time it is opened, anchored to this same button: drawn with every club page, Fluent's
 * menu (its code, its focus manager, its popover) was about a sixth of a slowed phone's start.
 */
export function ClubButton() {
  const hydrated = useHydrated();
  const user = useSessionUser();
  const showDialog = useShowDialog();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const openMenu = () => {
    setDrawn(true);
    setOpen(true);
  };
  // Focus comes back to the button when the menu closes with it inside (Escape, a chosen item), as
  // with Fluent's own trigger, which this plain button stands in for (the menu is not drawn yet).
  const changeOpen = (next: boolean) => {
    setOpen(next);
    const focused = document.activeElement;
    if (!next && (focused === document.body || focused?.closest('[role="menu"]'))) button.current?.focus();
  };
  // A prerendered page was rendered signed out; the member's menu follows right after hydration.
  if (!user || !hydrated) {
    return (
      <Button appearance="primary" icon={<PersonCircleRegular />} onClick={() => showDialog({ kind: 'login' })}>
        {hu.nav.club}
      </Button>
    );
  }
  return (
    <>
      {/* Another button than the signed-out one (its own key): the login dialog's opener is gone once
          the member is in, so focus goes to the club page's heading, not back to "Klub". */}
      <Button
        key="club-menu"
        ref={button}
        appearance="primary"
        icon={<PersonCircleRegular />}
        aria-haspopup="menu"
        aria-expanded={open}
        onPointerEnter={fetchAhead}
        onPointerDown={fetchAhead}
        onFocus={fetchAhead}
        onClick={() => (open ? setOpen(false) : openMenu())}
        // As a menu button does: the arrow keys open the menu too.
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          openMenu();
        }}
      >
        {hu.nav.club}
      </Button>
      {drawn && (
        <Suspense fallback={null}>
          <ClubMenu user={user} open={open} onOpenChange={changeOpen} anchor={button} />
        </Suspense>
      )}
    </>
  );
}
