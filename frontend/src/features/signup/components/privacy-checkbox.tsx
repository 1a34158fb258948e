import { Checkbox, Link, makeStyles } from '@fluentui/react-components';
import { paths } from '@/config/paths';
import { hu } from '@/i18n/hu';

const useStyles = makeStyles({
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
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
