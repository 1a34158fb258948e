import { useId, type ReactNode } from 'react';
import { Title3, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingBlock: tokens.spacingVerticalXL,
  },
  title: { margin: 0 },
});

/** A titled h2 section of a content page. */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Title3 as="h2" id={headingId} className={styles.title}>
        {title}
      </Title3>
      {children}
    </section>
  );
}
