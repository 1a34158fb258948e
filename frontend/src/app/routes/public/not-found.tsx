import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { HomeRegular } from '@fluentui/react-icons';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { RouterButton } from '@/components/ui/router-link';
import { paths } from '@/config/paths';
import { hu } from '@/i18n/hu';

const useStyles = makeStyles({
  body: { margin: 0, color: tokens.colorNeutralForeground2 },
  button: { alignSelf: 'flex-start' },
});

/** Not-found fallback of the public shell (also used for unknown admin paths and /klub/kartya). */
export function NotFound() {
  const styles = useStyles();
  return (
    <PageContainer>
      <PageHeader title={hu.notFound.title}>
        <Body1 as="p" className={styles.body}>
          {hu.notFound.body}
        </Body1>
        <RouterButton to={paths.home} appearance="primary" icon={<HomeRegular />} className={styles.button}>
          {hu.notFound.backToHome}
        </RouterButton>
      </PageHeader>
    </PageContainer>
  );
}
