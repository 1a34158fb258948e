import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { BackLink } from '@/components/ui/back-link';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { hu } from '@/i18n/hu';

const useStyles = makeStyles({
  body: { paddingBottom: tokens.spacingVerticalXXXL, color: tokens.colorNeutralForeground2 },
});

/** Frame of an admin sub-screen: back link to the dashboard and the title. */
export function AdminPageFrame({ title }: { title: string }) {
  const styles = useStyles();
  return (
    <PageContainer>
      <PageHeader title={title} before={<BackLink to={paths.admin.home} label={hu.admin.backToAdmin} />} />
      <Body1 as="p" className={styles.body}>
        {hu.admin.comingSoon}
      </Body1>
    </PageContainer>
  );
}
