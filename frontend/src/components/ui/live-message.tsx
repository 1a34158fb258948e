import { makeStyles } from '@fluentui/react-components';
import { VISUALLY_HIDDEN } from './visually-hidden';

const useStyles = makeStyles({ hidden: VISUALLY_HIDDEN });

/**
 * A polite live region, unseen: screen readers say its text each time it changes (a form's new
 * step). It has to be on the page before its text changes, so keep it mounted and change the text.
 */
export function LiveMessage({ text }: { text: string }) {
  const styles = useStyles();
  return (
    <div role="status" className={styles.hidden}>
      {text}
    </div>
  );
}
