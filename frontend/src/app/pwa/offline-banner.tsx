import { MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { WifiOffRegular } from '@fluentui/react-icons';
import { hu } from '@/i18n/hu';
import { useOnlineStatus } from '@/lib/use-online-status';

const useStyles = makeStyles({
  bar: { borderRadius: 0, position: 'sticky', top: 0, zIndex: 20 },
});

export function OfflineBanner() {
  const styles = useStyles();
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <MessageBar className={styles.bar} intent="warning" icon={<WifiOffRegular />}>
      <MessageBarBody>{hu.pwa.offline}</MessageBarBody>
    </MessageBar>
  );
}
