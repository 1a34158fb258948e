import { Body1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled } from '@fluentui/react-icons';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
  icon: { fontSize: '48px', color: tokens.colorPaletteGreenForeground1 },
  title: { margin: 0 },
  text: { margin: 0 },
});

/** The last step of the signup dialogs. */
export function SignupThanks({ title, body, mail }: { title: string; body: string; mail: string }) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="status">
      <CheckmarkCircleFilled className={styles.icon} aria-hidden />
      <Subtitle1 as="h3" className={styles.title}>
        {title}
      </Subtitle1>
      <Body1 as="p" className={styles.text}>
        {body}
      </Body1>
      <Body1 as="p" className={styles.text}>
        {mail}
      </Body1>
    </div>
  );
}
