import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ContentSections } from '@/components/ui/content-sections';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { privacyContent } from '@/content/privacy';

const useStyles = makeStyles({
  date: { color: tokens.colorNeutralForeground3 },
});

export function Component() {
  const styles = useStyles();
  const content = privacyContent;
  return (
    <PageContainer narrow>
      <PageHeader title={content.title} lead={content.lead}>
        <Caption1 className={styles.date}>{content.effectiveDate}</Caption1>
      </PageHeader>
      <ContentSections sections={content.sections} />
    </PageContainer>
  );
}
