import { useId, type ReactNode } from 'react';
import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SiteLogo } from './site-logo';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXXL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  card: {
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: '520px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    '@media (max-width: 599px)': { padding: tokens.spacingHorizontalXL },
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
  },
  title: { margin: 0 },
  body: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase500 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

interface StandaloneFrameProps {
  title: string;
  text?: string;
  /** Free content under the text (a form, a panel). */
  content?: ReactNode;
  /** Shown before the title, for example a status icon. */
  icon?: ReactNode;
  /** Buttons and links in a row at the bottom. */
  children?: ReactNode;
}

/** Frame of the root routes outside the public shell (activation, reset, partner sign-in…). */
export function StandaloneFrame({ title, text, content, icon, children }: StandaloneFrameProps) {
  const styles = useStyles();
  const textId = useId();
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <header>
        <SiteLogo />
      </header>
      <main className={styles.card}>
        {icon}
        {/* Focused (a new page or a form's last step), the heading is read with its text. */}
        <Title2 as="h1" className={styles.title} aria-describedby={text ? textId : undefined}>
          {title}
        </Title2>
        {text && (
          <Body1 as="p" id={textId} className={styles.body}>
            {text}
          </Body1>
        )}
        {content}
        {children && <div className={styles.actions}>{children}</div>}
      </main>
    </div>
  );
}
