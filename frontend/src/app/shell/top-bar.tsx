import { Suspense, useState } from 'react';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { NavLink } from 'react-router-dom';
import { SiteLogo } from '@/components/ui/site-logo';
import { hu } from '@/i18n/hu';
import { retryingLazy } from '@/lib/retrying-lazy';
import { useReturnFocus } from '@/lib/use-return-focus';
import { ClubButton } from './club-button';
import { publicNavItems } from './nav-items';

// The drawer is fetched the first time a phone user opens it.
const NavDrawer = retryingLazy(() => import('./nav-drawer').then((m) => ({ default: m.NavDrawer })));

const PHONE = '@media (max-width: 767px)';

export const TOP_BAR_HEIGHT = '64px';

const useStyles = makeStyles({
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  bar: {
    boxSizing: 'border-box',
    maxWidth: '1120px',
    marginInline: 'auto',
    height: TOP_BAR_HEIGHT,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    paddingInline: tokens.spacingHorizontalXXL,
    [PHONE]: { paddingInline: tokens.spacingHorizontalL, gap: tokens.spacingHorizontalS },
  },
  nav: {
    marginInlineStart: 'auto',
    [PHONE]: { display: 'none' },
  },
  navList: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
  },
  navLink: {
    display: 'block',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  navLinkActive: {
    color: tokens.colorBrandForeground1,
    boxShadow: `inset 0 -2px 0 ${tokens.colorBrandStroke1}`,
  },
  actions: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    [PHONE]: { marginInlineStart: 'auto' },
  },
  menuButton: {
    display: 'none',
    [PHONE]: { display: 'inline-flex' },
  },
});

export function TopBar() {
  const styles = useStyles();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  useReturnFocus(drawerOpen);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <SiteLogo />
        <nav className={styles.nav} aria-label={hu.nav.mainLabel}>
          <ul className={styles.navList}>
            {publicNavItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) => mergeClasses(styles.navLink, isActive && styles.navLinkActive)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <ClubButton />
          <Button
            className={styles.menuButton}
            appearance="subtle"
            size="large"
            icon={<NavigationRegular />}
            aria-label={hu.nav.openMenu}
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          />
        </div>
      </div>
      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
