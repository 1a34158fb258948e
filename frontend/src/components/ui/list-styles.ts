import { tokens } from '@fluentui/react-components';

/** A plain list of cards (griffel style objects): the list itself, and one bordered row in it. */
export const CARD_LIST = { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } as const;

export const CARD_ROW = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.spacingHorizontalM,
  padding: tokens.spacingHorizontalL,
  borderRadius: tokens.borderRadiusMedium,
  backgroundColor: tokens.colorNeutralBackground1,
  border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
} as const;

/** Stacked lines of text beside a row's buttons, allowed to shrink. */
export const CARD_TEXT = { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 } as const;
