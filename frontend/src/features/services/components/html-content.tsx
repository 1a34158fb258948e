import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground1,
    overflowWrap: 'anywhere',
    '& > :first-child': { marginTop: 0 },
    '& > :last-child': { marginBottom: 0 },
    '& h1, & h2, & h3, & h4': { lineHeight: tokens.lineHeightBase500, marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}` },
    '& h1, & h2': { fontSize: tokens.fontSizeBase500 },
    '& h3, & h4': { fontSize: tokens.fontSizeBase400 },
    '& p, & ul, & ol': { marginBlock: `0 ${tokens.spacingVerticalM}` },
    '& img, & video, & iframe': { maxWidth: '100%', height: 'auto' },
    '& a': { color: tokens.colorBrandForegroundLink },
    '& table': { borderCollapse: 'collapse', maxWidth: '100%', display: 'block', overflowX: 'auto' },
    '& td, & th': { border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, padding: tokens.spacingHorizontalS },
  },
  large: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase500 },
});

/**
 * Admin-written HTML (a service's long text, a sub-page's content). The server sanitises it when
 * the admin saves it; no other field may ever be rendered as HTML.
 */
export function HtmlContent({ html, large, className }: { html: string; large?: boolean; className?: string }) {
  const styles = useStyles();
  if (!html.trim()) return null;
  return <div className={mergeClasses(styles.root, large && styles.large, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
