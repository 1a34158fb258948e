import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: '1120px',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalXXL,
    '@media (max-width: 599px)': { paddingInline: tokens.spacingHorizontalL },
  },
  narrow: { maxWidth: '800px' },
});

/** Centres page content with the site's horizontal rhythm. */
export function PageContainer({ children, narrow, className }: { children: ReactNode; narrow?: boolean; className?: string }) {
  const styles = useStyles();
  return <div className={mergeClasses(styles.root, narrow && styles.narrow, className)}>{children}</div>;
}
