import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { hu } from '@/i18n/hu';

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

export function UpdateMessage({ onUpdate, onLater }: { onUpdate: () => void; onLater: () => void }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <MessageBar className={styles.bar} intent="info" layout="multiline" role="status">
        <MessageBarBody>
          <MessageBarTitle>{hu.pwa.updateTitle}</MessageBarTitle>
          {hu.pwa.updateBody}
        </MessageBarBody>
        <MessageBarActions>
          <Button appearance="primary" onClick={onUpdate}>
            {hu.pwa.updateAction}
          </Button>
          <Button onClick={onLater}>{hu.pwa.updateLater}</Button>
        </MessageBarActions>
      </MessageBar>
    </div>
  );
}
