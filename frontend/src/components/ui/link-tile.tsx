import type { ReactElement } from 'react';
import { Body1, Subtitle2, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { tileGrid } from './tile-grid';
import { ChevronRightRegular } from '@fluentui/react-icons';
import { Link as RouterLinkBase } from 'react-router-dom';

const useStyles = makeStyles({
  grid: {
    ...tileGrid(2),
    '@media (max-width: 699px)': { gridTemplateColumns: '1fr' },
  },
  tile: {
    boxSizing: 'border-box',
    height: '100%',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    transitionProperty: 'box-shadow, border-color',
    transitionDuration: tokens.durationFast,
    ':hover': { boxShadow: tokens.shadow8, ...shorthands.borderColor(tokens.colorBrandStroke2) },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  icon: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '48px',
    height: '48px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontSize: '24px',
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  description: { color: tokens.colorNeutralForeground2 },
  chevron: { color: tokens.colorNeutralForeground3, fontSize: '20px' },
});

export interface LinkTileItem {
  to: string;
  title: string;
  description: string;
  icon: ReactElement;
}

/** A list of large link cards (club home, admin dashboard). */
export function LinkTileGrid({ items, label }: { items: LinkTileItem[]; label: string }) {
  const styles = useStyles();
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((item) => (
        <li key={item.to}>
          <RouterLinkBase to={item.to} className={styles.tile}>
            <span className={styles.icon} aria-hidden>
              {item.icon}
            </span>
            <span className={styles.text}>
              <Subtitle2>{item.title}</Subtitle2>
              <Body1 className={styles.description}>{item.description}</Body1>
            </span>
            <ChevronRightRegular className={styles.chevron} aria-hidden />
          </RouterLinkBase>
        </li>
      ))}
    </ul>
  );
}
