import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  list: {
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '75ch',
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase500,
  },
  checks: { listStyleType: 'none' },
  check: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  checkIcon: { fontSize: '24px', color: tokens.colorBrandForeground1 },
  steps: {
    listStyleType: 'none',
    counterReset: 'step',
  },
  step: {
    counterIncrement: 'step',
    display: 'grid',
    gridTemplateColumns: '32px 1fr',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
    '::before': {
      content: 'counter(step)',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '32px',
      height: '32px',
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorBrandBackground,
      color: tokens.colorNeutralForegroundOnBrand,
      fontWeight: tokens.fontWeightSemibold,
    },
  },
});

/** A list with check marks (variant "check") or numbered circles (variant "steps"). */
export function TextList({ items, variant }: { items: string[]; variant: 'check' | 'steps' }) {
  const styles = useStyles();
  if (variant === 'steps') {
    return (
      <ol className={mergeClasses(styles.list, styles.steps)}>
        {items.map((item) => (
          <li key={item} className={styles.step}>
            <span>{item}</span>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ul className={mergeClasses(styles.list, styles.checks)}>
      {items.map((item) => (
        <li key={item} className={styles.check}>
          <CheckmarkCircleRegular className={styles.checkIcon} aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
