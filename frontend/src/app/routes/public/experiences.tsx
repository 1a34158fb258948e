import { Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ContentSections } from '@/components/ui/content-sections';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { experienceContent } from '@/content/experience';
import { Monogram } from '@/components/ui/monogram';

const useStyles = makeStyles({
  author: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  who: { display: 'flex', flexDirection: 'column' },
  role: { color: tokens.colorNeutralForeground3 },
});

export function Component() {
  const styles = useStyles();
  const content = experienceContent;
  return (
    <PageContainer narrow>
      <article>
        <PageHeader title={content.title} lead={content.lead}>
          <div className={styles.author}>
            <Monogram name={content.author} />
            <span className={styles.who}>
              <Text weight="semibold">{content.author}</Text>
              <Caption1 className={styles.role}>{content.authorRole}</Caption1>
            </span>
          </div>
        </PageHeader>
        <ContentSections sections={content.sections} />
      </article>
    </PageContainer>
  );
}
