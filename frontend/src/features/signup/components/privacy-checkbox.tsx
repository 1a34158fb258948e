import { Checkbox, Link, makeStyles } from '@fluentui/react-components';
import { paths } from '@/config/paths';
import { hu } from '@/i18n/hu';
import { VISUALLY_HIDDEN } from '@/components/ui/visually-hidden';

const useStyles = makeStyles({
  visuallyHidden: VISUALLY_HIDDEN,
});

/** "I have read and accept the privacy notice"; the link opens in a new tab so the form stays. */
export function PrivacyCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const styles = useStyles();
  return (
    <Checkbox
      checked={checked}
      onChange={(_, data) => onChange(data.checked === true)}
      label={
        <>
          {hu.forms.privacyBefore}
          <Link href={paths.privacy} target="_blank" rel="noopener" inline>
            {hu.forms.privacyLink}
            <span className={styles.visuallyHidden}>{hu.forms.privacyNewTab}</span>
          </Link>
          {hu.forms.privacyAfter}
        </>
      }
    />
  );
}
