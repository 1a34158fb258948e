import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

/** Teal brand ramp; shade 80 (#0a7f7b) is the primary colour and passes 4.5:1 on white. */
const brand: BrandVariants = {
  10: '#021312',
  20: '#032625',
  30: '#053937',
  40: '#064745',
  50: '#075552',
  60: '#086360',
  70: '#09716e',
  80: '#0a7f7b',
  90: '#0c9792',
  100: '#0fb3ae',
  110: '#18cdc7',
  120: '#30dfd9',
  130: '#5ddfdb',
  140: '#8ce3e0',
  150: '#b8eae9',
  160: '#e4f6f5',
};

/**
 * Fluent's light theme, with brand text one shade darker (70, #09716e): shade 80 reads at only
 * 4.3:1 on the brand tint (colorBrandBackground2, shade 160) that marks the current page and the
 * highlighted tiles, below WCAG's 4.5:1; shade 70 reads at 5.2:1 there and 5.8:1 on white.
 */
export const appTheme: Theme = { ...createLightTheme(brand), colorBrandForeground1: brand[70] };
