import { tokens, type GriffelStyle } from '@fluentui/react-components';

/**
 * The one tile grid of the site, for a list of cards or tiles (services, partners, testimonials,
 * contacts, link tiles, statistics, maintenance tools), with the gap of every tile grid and the list's
 * own margin, padding and bullets cleared (a `ul`, `dl` or `div` alike). `columns`:
 * - a CSS length: as many columns as fit, each at least that wide, sharing what is left; `auto-fill`
 *   (the default) keeps empty tracks, so a short row keeps the width of the others, `auto-fit` lets a
 *   few tiles stretch across the row;
 * - a number: that many equal columns (a phone layout is added by the screen, in its own media query).
 *
 * Spread it into a `makeStyles` rule and add what the screen needs on top.
 */
export function tileGrid(columns: string | number, tracks: 'auto-fill' | 'auto-fit' = 'auto-fill'): GriffelStyle {
  return {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: typeof columns === 'number' ? `repeat(${columns}, minmax(0, 1fr))` : `repeat(${tracks}, minmax(${columns}, 1fr))`,
  };
}

/**
 * Form fields side by side while each has `minWidth`, one under the other below (a name's two
 * halves, a material's settings): the tile grid's columns with a form's tighter gaps.
 */
export function fieldGrid(minWidth: string): GriffelStyle {
  return {
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fit, minmax(${minWidth}, 1fr))`,
    gap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalM,
  };
}
