import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '40px',
    height: '40px',
    borderRadius: tokens.borderRadiusCircular,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: 1,
  },
  // Fluent's own "colorful" avatar pairs: each foreground reads on its background (WCAG AA).
  teal: { backgroundColor: tokens.colorPaletteTealBackground2, color: tokens.colorPaletteTealForeground2 },
  berry: { backgroundColor: tokens.colorPaletteBerryBackground2, color: tokens.colorPaletteBerryForeground2 },
  marigold: { backgroundColor: tokens.colorPaletteMarigoldBackground2, color: tokens.colorPaletteMarigoldForeground2 },
  lavender: { backgroundColor: tokens.colorPaletteLavenderBackground2, color: tokens.colorPaletteLavenderForeground2 },
  steel: { backgroundColor: tokens.colorPaletteSteelBackground2, color: tokens.colorPaletteSteelForeground2 },
  pumpkin: { backgroundColor: tokens.colorPalettePumpkinBackground2, color: tokens.colorPalettePumpkinForeground2 },
});

const COLOURS = ['teal', 'berry', 'marigold', 'lavender', 'steel', 'pumpkin'] as const;

/** "Kiss Anna" → "KA": the first letters of the first two words. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toLocaleUpperCase('hu'))
    .join('');
}

/**
 * A person's initials in a coloured circle, always the same colour for the same name. Decorative (the
 * name is written beside it), and a few lines instead of Fluent's Avatar, which brought 10 kB of
 * presence, badge and image code to the public pages for initials alone.
 */
export function Monogram({ name }: { name: string }) {
  const styles = useStyles();
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return (
    <span className={mergeClasses(styles.root, styles[COLOURS[hash % COLOURS.length]])} aria-hidden>
      {initialsOf(name)}
    </span>
  );
}
