import { makeStyles, tokens } from '@fluentui/react-components';
import type { Partner } from '@/content/types';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
  },
  logo: {
    display: 'block',
    width: '112px',
    height: 'auto',
    filter: 'grayscale(1)',
    opacity: 0.75,
    transitionProperty: 'filter, opacity',
    transitionDuration: tokens.durationNormal,
    ':hover': { filter: 'none', opacity: 1 },
  },
});

/**
 * Small greyscale partner logos for the footer, as raster images: an SVG logo is a document of its own
 * that Chromium loads, lays out and paints on the main thread (70–150 ms apiece on a slowed phone),
 * and a club page's frame is short enough for the footer's eight to load at once. Loaded lazily too:
 * below a long club list nobody sees them at first.
 */
export function PartnerLogoStrip({ partners, label }: { partners: Partner[]; label: string }) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={label}>
      {partners.map((partner) => (
        <li key={partner.id}>
          <img className={styles.logo} src={partner.smallLogo} alt={partner.name} width={112} height={37} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}
