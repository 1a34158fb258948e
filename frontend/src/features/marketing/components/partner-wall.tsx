import { Body1, Caption1Strong, Title3, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { tileGrid } from '@/components/ui/tile-grid';
import type { Partner } from '@/content/types';

const useStyles = makeStyles({
  highlight: {
    display: 'grid',
    gridTemplateColumns: 'minmax(200px, 320px) 1fr',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXL,
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    boxShadow: tokens.shadow8,
    '@media (max-width: 699px)': { gridTemplateColumns: '1fr', padding: tokens.spacingHorizontalL },
  },
  highlightText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  name: { margin: 0 },
  description: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase500 },
  badge: {
    alignSelf: 'flex-start',
    paddingBlock: tokens.spacingVerticalXXS,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  highlightLogo: { width: '100%', maxWidth: '320px', height: 'auto' },
  grid: {
    ...tileGrid('200px'),
    '@media (max-width: 599px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalS },
  },
  tile: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: '100%',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 599px)': { padding: tokens.spacingHorizontalS },
  },
  logo: { width: '100%', maxWidth: '220px', height: 'auto' },
});

export function HighlightedPartner({ partner, label }: { partner: Partner; label: string }) {
  const styles = useStyles();
  return (
    <article className={styles.highlight} aria-label={`${label}: ${partner.name}`}>
      <img className={mergeClasses(styles.logo, styles.highlightLogo)} src={partner.logo} alt={partner.name} width={320} height={107} />
      <div className={styles.highlightText}>
        <Caption1Strong className={styles.badge}>{label}</Caption1Strong>
        <Title3 as="h2" className={styles.name}>
          {partner.name}
        </Title3>
        {partner.description && (
          <Body1 as="p" className={styles.description}>
            {partner.description}
          </Body1>
        )}
      </div>
    </article>
  );
}

/** Logo wall of partner companies. */
export function PartnerWall({ partners, label }: { partners: Partner[]; label: string }) {
  const styles = useStyles();
  return (
    <ul className={styles.grid} aria-label={label}>
      {partners.map((partner) => (
        <li key={partner.id} className={styles.tile}>
          <img className={styles.logo} src={partner.logo} alt={partner.name} width={220} height={73} />
        </li>
      ))}
    </ul>
  );
}
