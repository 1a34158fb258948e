import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Link,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { site } from '@/content/site';
import { hu } from '@/i18n/hu';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  text: { margin: 0 },
});

interface SignupFrameDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  soon: string;
  contact: string;
}

/**
 * The signup dialogs' frame until the three-step forms arrive: title, a note that applications
 * open soon, and the support address.
 */
export function SignupFrameDialog({ open, onClose, title, soon, contact }: SignupFrameDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <Body1 as="p" className={styles.text}>
              {soon}
            </Body1>
            <Body1 as="p" className={styles.text}>
              {contact} <Link href={`mailto:${site.supportEmail}`}>{site.supportEmail}</Link>
            </Body1>
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement action="close">
              <Button appearance="primary">{hu.common.close}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
