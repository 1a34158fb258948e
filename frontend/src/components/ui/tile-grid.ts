import { tokens, type GriffelStyle } from '@fluentui/react-components';

/**
 * The one tile grid of the site, for a list of cards or tiles (services, partners, testimonials,
 * contacts, maintenance tools): as many columns as fit, each at least `minWidth` wide and sharing
 * what is left, with the gap of every tile grid. Spread it into a `makeStyles` rule on the list
 * element (its margin and padding are cleared, a `ul` or `dl` included) and add what the screen
 * needs on top, e.g. a phone layout.
 *
 * `auto-fill` (the default) keeps empty tracks, so a short last row keeps the width of the others;
 * `auto-fit` lets a few tiles stretch across the row.
 */
export function tileGrid(minWidth: string, tracks: 'auto-fill' | 'auto-fit' = 'auto-fill'): GriffelStyle {
  return {
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: `repeat(${tracks}, minmax(${minWidth}, 1fr))`,
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
