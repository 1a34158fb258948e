import { useRef, type ReactElement } from 'react';
import { Button, Spinner, makeStyles } from '@fluentui/react-components';
import { VISUALLY_HIDDEN } from '@/components/ui/visually-hidden';

const useStyles = makeStyles({
  hiddenInput: VISUALLY_HIDDEN,
});

interface FilePickButtonProps {
  /** The button's text and the file input's accessible name. */
  label: string;
  pendingLabel: string;
  pending: boolean;
  accept?: string;
  icon: ReactElement;
  onFile: (file: File) => void;
}

/** A button that opens the file chooser and hands over the chosen file at once. */
export function FilePickButton({ label, pendingLabel, pending, accept, icon, onFile }: FilePickButtonProps) {
  const styles = useStyles();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        aria-label={label}
        className={styles.hiddenInput}
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button
        icon={pending ? <Spinner size="tiny" /> : icon}
        disabledFocusable={pending}
        onClick={() => inputRef.current?.click()}
      >
        {pending ? pendingLabel : label}
      </Button>
    </>
  );
}
