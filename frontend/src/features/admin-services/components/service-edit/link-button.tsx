import { useState, type FormEvent } from 'react';
import { Button, Input, Popover, PopoverSurface, PopoverTrigger, ToolbarButton, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { LinkRegular } from '@fluentui/react-icons';
import { FormField } from '@/components/ui/form-field';
import { huAdmin } from '@/i18n/hu-admin';
import { isLinkAddress } from './editable-html';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: '18rem' },
});

interface LinkButtonProps {
  /** Called as the popover opens: the editor remembers the selection the link will go on. */
  onOpen: () => void;
  onLink: (address: string) => void;
}

/** The toolbar's "Hivatkozás": asks for the address in the app's own popover, never the browser's prompt. */
export function LinkButton({ onOpen, onLink }: LinkButtonProps) {
  const styles = useStyles();
  const t = huAdmin.adminServices.edit.richText;
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('https://');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isLinkAddress(address)) return setError(t.linkInvalid);
    setOpen(false);
    onLink(address.trim());
  };
  return (
    <Popover
      open={open}
      trapFocus
      withArrow
      onOpenChange={(_, data) => {
        if (data.open) {
          onOpen();
          setAddress('https://');
          setError(undefined);
        }
        setOpen(data.open);
      }}
    >
      <PopoverTrigger disableButtonEnhancement>
        <Tooltip content={t.link} relationship="label">
          <ToolbarButton icon={<LinkRegular />} onMouseDown={(event) => event.preventDefault()} />
        </Tooltip>
      </PopoverTrigger>
      <PopoverSurface>
        <form className={styles.form} onSubmit={submit}>
          <FormField label={t.linkAddress} hint={t.linkHint} error={error}>
            <Input value={address} onChange={(_, data) => setAddress(data.value)} />
          </FormField>
          <Button appearance="primary" type="submit">
            {t.linkInsert}
          </Button>
        </form>
      </PopoverSurface>
    </Popover>
  );
}
