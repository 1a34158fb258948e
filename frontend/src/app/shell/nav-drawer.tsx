import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { hu } from '@/i18n/hu';
import { publicNavItems } from './nav-items';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  link: {
    display: 'block',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  active: {
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorBrandBackground2,
  },
});

const drawerItems = [{ to: paths.home, label: hu.nav.home, end: true }, ...publicNavItems.map((item) => ({ ...item, end: false }))];

/** Phone navigation: the top bar's links in a drawer. */
export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const styles = useStyles();
  return (
    <OverlayDrawer position="end" open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={hu.nav.closeMenu} icon={<DismissRegular />} onClick={onClose} />}
        >
          {hu.nav.menuTitle}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <nav aria-label={hu.nav.mainLabel}>
          <ul className={styles.list}>
            {drawerItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  onClick={onClose}
                  className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </DrawerBody>
    </OverlayDrawer>
  );
}
