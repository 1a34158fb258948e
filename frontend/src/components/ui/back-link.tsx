import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { RouterLink } from './router-link';

const useStyles = makeStyles({
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    alignSelf: 'flex-start',
  },
});

export function BackLink({ to, label }: { to: string; label: string }) {
  const styles = useStyles();
  return (
    <RouterLink to={to} className={styles.link}>
      <ArrowLeftRegular aria-hidden />
      {label}
    </RouterLink>
  );
}
