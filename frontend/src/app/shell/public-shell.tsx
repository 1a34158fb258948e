import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { descriptionOf } from '@/content/page-descriptions';
import { ProfileCheckGate } from '@/features/profile/components/profile-check-gate';
import { hu } from '@/i18n/hu';
import { DialogHost } from './dialog-host';
import { SiteFooter } from './site-footer';
import { TOP_BAR_HEIGHT, TopBar } from './top-bar';
import { useDialogRequest } from './use-dialog-request';

const useStyles = makeStyles({
  shell: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  skipLink: {
    position: 'absolute',
    left: tokens.spacingHorizontalM,
    top: '-100px',
    zIndex: 100,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    ':focus': { top: tokens.spacingVerticalM },
  },
  main: {
    flexGrow: 1,
    // The footer starts below the fold, so content that arrives after the first paint (a member's
    // services, materials) pushes nothing visible down (Lighthouse measured a 0.42 layout shift).
    minHeight: `calc(100vh - ${TOP_BAR_HEIGHT})`,
    paddingBottom: tokens.spacingVerticalXXXL,
    ':focus': { outlineStyle: 'none' },
  },
});

/** Top bar, page, footer and the shell's dialogs (SPEC §2 "Public shell"). */
export function PublicShell() {
  const styles = useStyles();
  const { pathname } = useLocation();
  useDialogRequest();
  // Each page's own description, as its prerendered HTML has it, also after moving within the app.
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', descriptionOf(pathname));
  }, [pathname]);
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {hu.site.skipToContent}
      </a>
      <TopBar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <ProfileCheckGate>
          <Outlet />
        </ProfileCheckGate>
      </main>
      <SiteFooter />
      <DialogHost />
    </div>
  );
}
