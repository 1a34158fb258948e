import type { ReactNode } from 'react';
import { Body1, LargeTitle, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useDocumentTitle } from '@/lib/use-document-title';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBlock: `${tokens.spacingVerticalXXXL} ${tokens.spacingVerticalXL}`,
  },
  title: {
    margin: 0,
    '@media (max-width: 599px)': {
      fontSize: tokens.fontSizeHero800,
      lineHeight: tokens.lineHeightHero800,
    },
  },
  // Keeps the title's line, unseen: a prerendered frame drawn before the words are known.
  pending: { visibility: 'hidden' },
  lead: {
    margin: 0,
    maxWidth: '70ch',
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground2,
  },
});

interface PageHeaderProps {
  title: string;
  /** The tab's name when the heading is not one (a greeting); else the title. */
  documentTitle?: string;
  lead?: ReactNode;
  /** Shown above the title, for example a back link. */
  before?: ReactNode;
  /** Shown below the lead, for example a call to action. */
  children?: ReactNode;
  /** False in a frame drawn before the title's words are known: its line is kept, nothing shows. */
  titleShown?: boolean;
}

/** The page's one h1; also sets the browser tab title. */
export function PageHeader({ title, documentTitle = title, lead, before, children, titleShown = true }: PageHeaderProps) {
  const styles = useStyles();
  useDocumentTitle(documentTitle);
  return (
    <header className={styles.root}>
      {before}
      <LargeTitle as="h1" className={mergeClasses(styles.title, !titleShown && styles.pending)}>
        {title}
      </LargeTitle>
      {lead && (
        <Body1 as="p" className={styles.lead}>
          {lead}
        </Body1>
      )}
      {children}
    </header>
  );
}
