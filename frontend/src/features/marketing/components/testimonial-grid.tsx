import { Body1, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { tileGrid } from '@/components/ui/tile-grid';
import { Monogram } from '@/components/ui/monogram';

const useStyles = makeStyles({
  grid: {
    ...tileGrid('280px'),
  },
  card: {
    margin: 0,
    height: '100%',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  quote: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase500,
    '::before': { content: '"„"' },
    '::after': { content: '"”"' },
  },
  author: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  who: { display: 'flex', flexDirection: 'column' },
  role: { color: tokens.colorNeutralForeground3 },
});

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

/** The thank-you grid of the home page. */
export function TestimonialGrid({ items }: { items: Testimonial[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.name}>
          <figure className={styles.card}>
            <blockquote className={styles.quote}>
              <Body1>{item.quote}</Body1>
            </blockquote>
            <figcaption className={styles.author}>
              <Monogram name={item.name} />
              <span className={styles.who}>
                <Text weight="semibold">{item.name}</Text>
                <Caption1 className={styles.role}>{item.role}</Caption1>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
