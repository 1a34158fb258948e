import { useId, type ReactNode } from 'react';
import { Body1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  title: { margin: 0 },
  body: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** One maintenance task: an h3, what it does, its controls. */
export function ToolCard({ title, description, children }: { title: string; description: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Subtitle2 as="h3" id={headingId} className={styles.title}>
        {title}
      </Subtitle2>
      <Body1 as="p" className={styles.body}>
        {description}
      </Body1>
      {children}
    </section>
  );
}
