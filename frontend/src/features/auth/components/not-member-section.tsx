import { useId } from 'react';
import { Body1, Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { paths } from '@/config/paths';
import { hu } from '@/i18n/hu';
import { RouterLink } from '@/components/ui/router-link';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
  },
  heading: { margin: 0 },
  text: { margin: 0 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    marginTop: tokens.spacingVerticalXS,
  },
});

interface NotMemberSectionProps {
  onLearnMore: () => void;
  onApply: () => void;
}

/** "Még nem vagy klubtag?" box of the login dialog. */
export function NotMemberSection({ onLearnMore, onApply }: NotMemberSectionProps) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Subtitle2 as="h3" id={headingId} className={styles.heading}>
        {hu.login.notMemberTitle}
      </Subtitle2>
      <Body1 as="p" className={styles.text}>
        {hu.login.notMemberBody}
      </Body1>
      <div className={styles.actions}>
        <Button appearance="secondary" onClick={onApply}>
          {hu.login.apply}
        </Button>
        <RouterLink to={paths.teacher} onClick={onLearnMore}>
          {hu.login.learnMore}
        </RouterLink>
      </div>
    </section>
  );
}
