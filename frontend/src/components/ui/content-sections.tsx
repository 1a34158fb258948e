import { Body1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import type { ContentBlock, ContentSection } from '@/content/types';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXL,
    maxWidth: '75ch',
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  paragraph: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase500,
  },
  list: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase500,
  },
});

function Block({ block }: { block: ContentBlock }) {
  const styles = useStyles();
  if (typeof block === 'string') {
    return (
      <Body1 as="p" className={styles.paragraph}>
        {block}
      </Body1>
    );
  }
  return (
    <ul className={styles.list}>
      {block.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Renders editable copy from src/content as h2 sections with paragraphs and lists. */
export function ContentSections({ sections }: { sections: ContentSection[] }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      {sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <Subtitle1 as="h2" className={styles.heading}>
            {section.heading}
          </Subtitle1>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </div>
  );
}
