import { useId } from 'react';
import { Body1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled } from '@fluentui/react-icons';
import { AUTOFOCUS } from '@/lib/focus-targets';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
  icon: { fontSize: '48px', color: tokens.colorPaletteGreenForeground1 },
  title: { margin: 0 },
  text: { margin: 0 },
});

/**
 * The last step of the signup dialogs. It opens with focus on its heading, which the two sentences
 * below describe, so a screen reader reads the whole message at once.
 */
export function SignupThanks({ title, body, mail }: { title: string; body: string; mail: string }) {
  const styles = useStyles();
  const id = useId();
  return (
    <div className={styles.root}>
      <CheckmarkCircleFilled className={styles.icon} aria-hidden />
      <Subtitle1 as="h3" className={styles.title} tabIndex={-1} aria-describedby={`${id}-body ${id}-mail`} {...AUTOFOCUS}>
        {title}
      </Subtitle1>
      <Body1 as="p" id={`${id}-body`} className={styles.text}>
        {body}
      </Body1>
      <Body1 as="p" id={`${id}-mail`} className={styles.text}>
        {mail}
      </Body1>
    </div>
  );
}
