import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowRightRegular } from '@fluentui/react-icons';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { PageSection } from '@/components/ui/page-section';
import { RouterLink } from '@/components/ui/router-link';
import { paths } from '@/config/paths';
import { partners, partnersContent } from '@/content/partners';
import { HighlightedPartner, PartnerWall } from '@/features/marketing/components/partner-wall';

const useStyles = makeStyles({
  join: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalXL,
    fontSize: tokens.fontSizeBase400,
  },
  joinLink: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, fontWeight: tokens.fontWeightSemibold },
});

export function Component() {
  const styles = useStyles();
  const content = partnersContent;
  const sponsor = partners.find((partner) => partner.highlighted);
  const others = partners.filter((partner) => !partner.highlighted);

  return (
    <PageContainer>
      <PageHeader title={content.title} lead={content.lead} />
      {sponsor && <HighlightedPartner partner={sponsor} label={content.highlightedLabel} />}
      <PageSection title={content.othersHeading}>
        <PartnerWall partners={others} label={content.othersHeading} />
      </PageSection>
      <p className={styles.join}>
        <span>{content.joinText}</span>
        <RouterLink to={paths.companies} className={styles.joinLink}>
          {content.joinLink}
          <ArrowRightRegular aria-hidden />
        </RouterLink>
      </p>
    </PageContainer>
  );
}
