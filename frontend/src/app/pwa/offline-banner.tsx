import { makeStyles, tokens } from '@fluentui/react-components';
import { WifiOffRegular } from '@fluentui/react-icons';
import { hu } from '@/i18n/hu';
import { useOnlineStatus } from '@/lib/use-online-status';

// Plain markup on purpose: it must render while offline, without fetching any chunk.
const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 20,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorStatusWarningBackground1,
    color: tokens.colorNeutralForeground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorStatusWarningBorder1}`,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  icon: { flexShrink: 0, fontSize: '20px', color: tokens.colorStatusWarningForeground1 },
});

/** Shown while the browser reports no network connection. */
export function OfflineBanner() {
  const styles = useStyles();
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div className={styles.bar} role="status">
      <WifiOffRegular className={styles.icon} aria-hidden />
      <span>{hu.pwa.offline}</span>
    </div>
  );
}
