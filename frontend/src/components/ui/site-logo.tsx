import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { hu } from '@/i18n/hu';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  mark: { width: '36px', height: '36px', flexShrink: 0 },
  name: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase500,
    whiteSpace: 'nowrap',
  },
});

/** The "</>" mark (same drawing as the favicon and app icons). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden focusable="false">
      <rect width="64" height="64" rx="13" style={{ fill: tokens.colorBrandBackground }} />
      <path
        d="M23.7 21.1 14.1 32l9.6 10.9M35.8 18.6l-7.6 26.8M40.3 21.1 49.9 32l-9.6 10.9"
        fill="none"
        stroke="#fff"
        strokeWidth="4.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Logo and name, linking home. */
export function SiteLogo() {
  const styles = useStyles();
  return (
    <Link to="/" className={styles.root} aria-label={hu.site.homeLinkLabel}>
      <LogoMark className={styles.mark} />
      <span className={styles.name}>{hu.site.name}</span>
    </Link>
  );
}
