import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { huMember } from '@/i18n/hu-member';

const useStyles = makeStyles({
  text: { margin: 0 },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

/** What a data check asks the member to look at: the same list on the club's pages and on the profile. */
export function ProfileCheckItems() {
  const styles = useStyles();
  const t = huMember.profileCheck;
  return (
    <>
      <Body1 as="p" className={styles.text}>
        {t.whatToCheck}
      </Body1>
      <ul className={styles.list}>
        {t.items.map((item) => (
          <li key={item}>
            <Body1>{item}</Body1>
          </li>
        ))}
      </ul>
    </>
  );
}
