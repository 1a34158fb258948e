import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { RouterLink } from '@/components/ui/router-link';
import { paths } from '@/config/paths';
import { partners } from '@/content/partners';
import { site } from '@/content/site';
import { PartnerLogoStrip } from '@/features/marketing/components/partner-logo-strip';
import { hu } from '@/i18n/hu';

const useStyles = makeStyles({
  footer: {
    marginTop: 'auto',
    backgroundColor: tokens.colorNeutralBackground3,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  inner: {
    boxSizing: 'border-box',
    maxWidth: '1120px',
    marginInline: 'auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    '@media (max-width: 599px)': { paddingInline: tokens.spacingHorizontalL },
  },
  bottom: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  links: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
  },
  copyright: { color: tokens.colorNeutralForeground2 },
});

/** Copyright years run from the programme's start to the current year (SPEC §9). */
export function copyrightText(now: Date = new Date()): string {
  return hu.footer.copyright(site.foundedYear, now.getFullYear(), site.name);
}

export function SiteFooter() {
  const styles = useStyles();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <PartnerLogoStrip partners={partners} label={hu.footer.partnersLabel} />
        <div className={styles.bottom}>
          <nav aria-label={hu.footer.linksLabel}>
            <ul className={styles.links}>
              <li>
                <RouterLink to={paths.privacy}>{hu.footer.privacy}</RouterLink>
              </li>
              <li>
                <RouterLink to={paths.experiences}>{hu.footer.experiences}</RouterLink>
              </li>
              <li>
                <RouterLink to={paths.contact}>{hu.footer.contact}</RouterLink>
              </li>
            </ul>
          </nav>
          {/* A page prerendered last year still hydrates in January. */}
          <Caption1 className={styles.copyright} suppressHydrationWarning>
            {copyrightText()}
          </Caption1>
        </div>
      </div>
    </footer>
  );
}
