import { Button, Menu, MenuDivider, MenuGroup, MenuGroupHeader, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { PersonCircleRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { hu } from '@/i18n/hu';
import { displayName, type SessionUser } from '@/lib/jwt';
import { useSignOut } from '@/lib/session';

/** The signed-in member's club menu (SPEC §2); Admin only with the token's admin flag. */
export function ClubMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const go = (to: string) => () => void navigate(to);

  const logout = async () => {
    // Leave the club first, so the session guard does not mistake the sign-out for an expiry.
    await navigate(paths.home);
    signOut();
  };

  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="primary" icon={<PersonCircleRegular />}>
          {hu.nav.club}
        </Button>
      </MenuTrigger>
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
