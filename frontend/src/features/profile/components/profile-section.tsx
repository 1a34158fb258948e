import type { ReactNode } from 'react';
import { Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    '@media (max-width: 599px)': { padding: tokens.spacingHorizontalL },
  },
  heading: { margin: 0 },
});

/** The profile form's column of cards, shared with its placeholder so both stand in the same place. */
export const useProfileLayoutStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, paddingBottom: tokens.spacingVerticalXXXL },
});

/** One titled card of the profile form (and of its placeholder, which keeps the form's place). */
export function ProfileSection({ title, children, className }: { title: string; children?: ReactNode; className?: string }) {
  const styles = useStyles();
  return (
    <section className={mergeClasses(styles.section, className)} aria-label={title}>
      <Subtitle2 as="h2" className={styles.heading}>
        {title}
      </Subtitle2>
      {children}
    </section>
  );
}
