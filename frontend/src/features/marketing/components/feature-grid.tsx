import type { ReactElement } from 'react';
import { Body1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { tileGrid } from '@/components/ui/tile-grid';

const useStyles = makeStyles({
  grid: {
    ...tileGrid('260px'),
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  icon: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '44px',
    height: '44px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontSize: '24px',
  },
  title: { margin: 0 },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
});

export interface FeatureItem {
  id: string;
  title: string;
  text: string;
  icon?: ReactElement;
}

/** Cards with an icon, a short title and a sentence (offers, mission pillars). */
export function FeatureGrid({ items, headingLevel = 'h3' }: { items: FeatureItem[]; headingLevel?: 'h2' | 'h3' }) {
  const styles = useStyles();
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          {item.icon && (
            <span className={styles.icon} aria-hidden>
              {item.icon}
            </span>
          )}
          <Subtitle2 as={headingLevel} className={styles.title}>
            {item.title}
          </Subtitle2>
          <Body1 as="p" className={styles.text}>
            {item.text}
          </Body1>
        </li>
      ))}
    </ul>
  );
}
