import { makeStyles, tokens } from '@fluentui/react-components';
import { Outlet } from 'react-router-dom';
import { hu } from '@/i18n/hu';
import { DialogHost } from './dialog-host';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
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
    paddingBottom: tokens.spacingVerticalXXXL,
    ':focus': { outlineStyle: 'none' },
  },
});

/** Top bar, page, footer and the shell's dialogs (SPEC §2 "Public shell"). */
export function PublicShell() {
  const styles = useStyles();
  useDialogRequest();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {hu.site.skipToContent}
      </a>
      <TopBar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <DialogHost />
    </div>
  );
}
