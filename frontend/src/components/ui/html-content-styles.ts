import { makeStyles, tokens } from '@fluentui/react-components';

/** How admin-written HTML reads: the members' pages and the editor that writes it share it, so what staff see is what members get. */
export const useHtmlContentStyles = makeStyles({
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
