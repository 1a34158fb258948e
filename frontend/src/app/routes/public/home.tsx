import { Body1, Subtitle1, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { tileGrid } from '@/components/ui/tile-grid';
import { ArrowRightRegular, BuildingMultipleRegular, HatGraduationRegular, LightbulbRegular, PeopleCommunityRegular, PersonBoardRegular } from '@fluentui/react-icons';
import { Link } from 'react-router-dom';
import { PageContainer } from '@/components/ui/page-container';
import { RouterLink } from '@/components/ui/router-link';
import { paths } from '@/config/paths';
import { homeContent } from '@/content/home';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { TestimonialGrid } from '@/features/marketing/components/testimonial-grid';
import { useDocumentTitle } from '@/lib/use-document-title';

const PHONE = '@media (max-width: 599px)';

const useStyles = makeStyles({
  hero: {
    backgroundImage: `linear-gradient(160deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground2} 100%)`,
    paddingBlock: `56px 64px`,
    [PHONE]: { paddingBlock: `${tokens.spacingVerticalXXL} ${tokens.spacingVerticalXXXL}` },
  },
  heroTitle: {
    margin: 0,
    maxWidth: '20ch',
    fontSize: tokens.fontSizeHero900,
    lineHeight: tokens.lineHeightHero900,
    fontWeight: tokens.fontWeightBold,
    [PHONE]: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  },
  heroLead: {
    marginBlock: `${tokens.spacingVerticalL} 0`,
    maxWidth: '62ch',
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    color: tokens.colorNeutralForeground2,
    [PHONE]: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  },
  bigLinks: {
    ...tileGrid(2),
    marginTop: tokens.spacingVerticalXXL,
    maxWidth: '760px',
    [PHONE]: { gridTemplateColumns: '1fr' },
  },
  bigLink: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    textDecorationLine: 'none',
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    boxShadow: tokens.shadow8,
    transitionProperty: 'background-color, box-shadow',
    transitionDuration: tokens.durationFast,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover, boxShadow: tokens.shadow16 },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '3px' },
  },
  bigLinkSecondary: {
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  bigLinkIcon: { fontSize: '36px' },
  bigLinkText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  bigLinkTitle: { fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightSemibold },
  // Full colour: a faded description on the brand fill fell below 4.5:1 (Lighthouse, issue 13).
  bigLinkDescription: { fontSize: tokens.fontSizeBase300 },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingTop: '56px',
    [PHONE]: { paddingTop: tokens.spacingVerticalXXXL },
  },
  sectionTitle: { margin: 0 },
  sectionLead: { margin: 0, maxWidth: '70ch', fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase500 },
  teaser: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorBrandBackground2,
    [PHONE]: { padding: tokens.spacingHorizontalL },
  },
  teaserText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxWidth: '60ch' },
  teaserLink: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, fontWeight: tokens.fontWeightSemibold },
});

const pillarIcons = [<LightbulbRegular key="k" />, <BuildingMultipleRegular key="c" />, <PeopleCommunityRegular key="p" />];

export function Component() {
  const styles = useStyles();
  const { hero, mission, thanks, experienceTeaser } = homeContent;
  useDocumentTitle();
  return (
    <>
      <section className={styles.hero}>
        <PageContainer>
          <h1 className={styles.heroTitle}>{hero.title}</h1>
          <p className={styles.heroLead}>{hero.lead}</p>
          <div className={styles.bigLinks}>
            <Link to={paths.teacher} className={styles.bigLink}>
              <HatGraduationRegular className={styles.bigLinkIcon} aria-hidden />
              <span className={styles.bigLinkText}>
                <span className={styles.bigLinkTitle}>{hero.teacherLink.title}</span>
                <span className={styles.bigLinkDescription}>{hero.teacherLink.description}</span>
              </span>
              <ArrowRightRegular aria-hidden />
            </Link>
            <Link to={paths.companies} className={mergeClasses(styles.bigLink, styles.bigLinkSecondary)}>
              <PersonBoardRegular className={styles.bigLinkIcon} aria-hidden />
              <span className={styles.bigLinkText}>
                <span className={styles.bigLinkTitle}>{hero.companyLink.title}</span>
                <span className={styles.bigLinkDescription}>{hero.companyLink.description}</span>
              </span>
              <ArrowRightRegular aria-hidden />
            </Link>
          </div>
        </PageContainer>
      </section>

      <PageContainer>
        <section className={styles.section} aria-labelledby="home-mission">
          <Title2 as="h2" id="home-mission" className={styles.sectionTitle}>
            {mission.heading}
          </Title2>
          <Body1 as="p" className={styles.sectionLead}>
            {mission.lead}
          </Body1>
          <FeatureGrid
            items={mission.pillars.map((pillar, index) => ({ id: pillar.title, ...pillar, icon: pillarIcons[index] }))}
          />
        </section>

        <section className={styles.section} aria-labelledby="home-thanks">
          <Title2 as="h2" id="home-thanks" className={styles.sectionTitle}>
            {thanks.heading}
          </Title2>
          <Body1 as="p" className={styles.sectionLead}>
            {thanks.lead}
          </Body1>
          <TestimonialGrid items={thanks.testimonials} />
        </section>

        <section className={styles.section}>
          <div className={styles.teaser}>
            <div className={styles.teaserText}>
              <Subtitle1 as="h2" className={styles.sectionTitle}>
                {experienceTeaser.heading}
              </Subtitle1>
              <Body1 as="p" className={styles.sectionTitle}>
                {experienceTeaser.text}
              </Body1>
            </div>
            <RouterLink to={paths.experiences} className={styles.teaserLink}>
              {experienceTeaser.link}
              <ArrowRightRegular aria-hidden />
            </RouterLink>
          </div>
        </section>
      </PageContainer>
    </>
  );
}
