import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { hu } from '@/i18n/hu';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    insetInline: tokens.spacingHorizontalL,
    bottom: tokens.spacingVerticalL,
    zIndex: 1000,
    display: 'flex',
    justifyContent: 'center',
    pointerEvents: 'none',
  },
  bar: { pointerEvents: 'auto', maxWidth: '560px', width: '100%', boxShadow: tokens.shadow16 },
});

/** Offers to reload when a new service worker (new release) is waiting. */
export function UpdatePrompt() {
  const styles = useStyles();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      // Long-lived tabs (an installed app) look for a new release every hour.
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_INTERVAL_MS);
    },
  });

  if (!needRefresh) return null;
  return (
    <div className={styles.root}>
      <MessageBar className={styles.bar} intent="info" layout="multiline" role="status">
        <MessageBarBody>
          <MessageBarTitle>{hu.pwa.updateTitle}</MessageBarTitle>
          {hu.pwa.updateBody}
        </MessageBarBody>
        <MessageBarActions>
          <Button appearance="primary" onClick={() => void updateServiceWorker(true)}>
            {hu.pwa.updateAction}
          </Button>
          <Button onClick={() => setNeedRefresh(false)}>{hu.pwa.updateLater}</Button>
        </MessageBarActions>
      </MessageBar>
    </div>
  );
}
