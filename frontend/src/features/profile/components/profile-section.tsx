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
  heading: { margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // A part the data check asks the member to look at (issue 41 §3): its border and a word, not colour alone.
  marked: { border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteDarkOrangeBorder2}` },
  mark: {
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorPaletteDarkOrangeForeground1,
    backgroundColor: tokens.colorPaletteDarkOrangeBackground1,
  },
});

/** The profile form's column of cards, shared with its placeholder so both stand in the same place. */
export const useProfileLayoutStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, paddingBottom: tokens.spacingVerticalXXXL },
});

interface ProfileSectionProps {
  title: string;
  children?: ReactNode;
  className?: string;
  /** The word that marks it as a part to check (a data check is asked for), beside its title. */
  mark?: string;
}

/** One titled card of the profile form (and of its placeholder, which keeps the form's place). */
export function ProfileSection({ title, children, className, mark }: ProfileSectionProps) {
  const styles = useStyles();
  return (
    <section className={mergeClasses(styles.section, mark && styles.marked, className)} aria-label={title}>
      <Subtitle2 as="h2" className={styles.heading}>
        {title}
        {mark && (
          <>
            {' '}
            <span className={styles.mark}>{mark}</span>
          </>
        )}
      </Subtitle2>
      {children}
    </section>
  );
}
