import { useEffect, useRef, type RefObject } from 'react';
import { Menu, MenuDivider, MenuGroup, MenuGroupHeader, MenuItem, MenuList, MenuPopover, type PositioningImperativeRef } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { hu } from '@/i18n/hu';
import { displayName, type SessionUser } from '@/lib/jwt';
import { useSignOut } from '@/lib/session';

interface ClubMenuProps {
  user: SessionUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The "Klub" button the menu opens under (club-button.tsx), which opens and closes it. */
  anchor: RefObject<HTMLButtonElement | null>;
}

/** The signed-in member's club menu (SPEC §2); Admin only with the token's admin flag. */
export function ClubMenu({ user, open, onOpenChange, anchor }: ClubMenuProps) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const positioning = useRef<PositioningImperativeRef>(null);
  const go = (to: string) => () => void navigate(to);

  useEffect(() => {
    if (anchor.current) positioning.current?.setTarget(anchor.current);
  }, [anchor]);

  const logout = async () => {
    // Leave the club first, so the session guard does not mistake the sign-out for an expiry.
    await navigate(paths.home);
    signOut();
  };

  return (
    <Menu
      open={open}
      onOpenChange={(event, data) => {
        // A click on the button is its own (it closes the menu): not a click outside as well, which
        // would close the menu only for the button's click to open it again.
        if (data.type === 'clickOutside' && anchor.current?.contains(event.target as Node)) return;
        onOpenChange(data.open);
      }}
      positioning={{ positioningRef: positioning, position: 'below', align: 'end' }}
    >
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>{hu.clubMenu.signedInAs(displayName(user))}</MenuGroupHeader>
            <MenuItem onClick={go(paths.club.home)}>{hu.clubMenu.home}</MenuItem>
            <MenuItem onClick={go(paths.club.mentoring)}>{hu.clubMenu.mentoring}</MenuItem>
            <MenuItem onClick={go(paths.club.services)}>{hu.clubMenu.services}</MenuItem>
            <MenuItem onClick={go(paths.club.materials)}>{hu.clubMenu.materials}</MenuItem>
            <MenuItem onClick={go(paths.club.meetups)}>{hu.clubMenu.meetups}</MenuItem>
            {user.admin && <MenuItem onClick={go(paths.admin.home)}>{hu.clubMenu.admin}</MenuItem>}
            <MenuItem onClick={go(paths.club.profile)}>{hu.clubMenu.profile}</MenuItem>
          </MenuGroup>
          <MenuDivider />
          <MenuItem onClick={() => void logout()}>{hu.clubMenu.logout}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
