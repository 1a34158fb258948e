import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { PageSection } from '@/components/ui/page-section';
import { TextList } from '@/components/ui/text-list';
import { companiesContent } from '@/content/companies';
import { useShowDialog } from '@/lib/dialogs';

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalXXXL,
    '@media (max-width: 767px)': { gridTemplateColumns: '1fr' },
  },
  cta: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    marginTop: tokens.spacingVerticalXL,
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorBrandBackground2,
    '@media (max-width: 599px)': { padding: tokens.spacingHorizontalL },
  },
  ctaText: { margin: 0 },
  headerButton: { alignSelf: 'flex-start' },
});

export function Component() {
  const styles = useStyles();
  const showDialog = useShowDialog();
  const content = companiesContent;
  const register = () => showDialog({ kind: 'companySignup' });

  return (
    <PageContainer>
      <PageHeader title={content.title} lead={content.lead}>
        <Button appearance="primary" size="large" onClick={register} className={styles.headerButton}>
          {content.registerButton}
        </Button>
      </PageHeader>

      <PageSection title={content.whyHeading}>
        <TextList items={content.why} variant="check" />
      </PageSection>

      <div className={styles.columns}>
        <PageSection title={content.minimumHeading}>
          <TextList items={content.minimum} variant="check" />
        </PageSection>
        <PageSection title={content.optionalHeading}>
          <TextList items={content.optional} variant="check" />
        </PageSection>
      </div>

      <div className={styles.cta}>
        <Body1 as="p" className={styles.ctaText}>
          {content.afterRegister}
        </Body1>
        <Button appearance="primary" size="large" onClick={register}>
          {content.registerButton}
        </Button>
      </div>
    </PageContainer>
  );
}
