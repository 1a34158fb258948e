import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { hu } from '@/i18n/hu';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    justifyContent: 'center',
    paddingBlock: tokens.spacingVerticalXXXL,
  },
});

export function PageSpinner() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Spinner label={hu.common.loading} />
    </div>
  );
}
