import { useRef, useState } from 'react';
import { Input, makeStyles } from '@fluentui/react-components';
import { FormField } from '@/components/ui/form-field';
import { huAdmin } from '@/i18n/hu-admin';
import { useAutosave } from '@/lib/use-autosave';

const useStyles = makeStyles({ field: { flexGrow: 1, minWidth: 0 } });

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

interface InlineTextFieldProps {
  label: string;
  value: string;
  hint?: string;
  /** Resolves when saved; rejects with the text to show under the field. */
  onSave: (value: string) => Promise<unknown>;
  /** An empty value is not saved (the field keeps what was saved). */
  required?: boolean;
}

/**
 * A text edited in place, saved after a pause and on blur (like category names, SPEC §4), each
 * time only when it differs from what was last saved; what the server refuses shows under the field.
 */
export function InlineTextField({ label, value: saved, hint, onSave, required = false }: InlineTextFieldProps) {
  const styles = useStyles();
  const t = huAdmin.adminMaterials;
  const [value, setValue] = useState(saved);
  const [state, setState] = useState<SaveState>('idle');
  const [error, setError] = useState<string | undefined>();
  const lastSaved = useRef(saved);

  // Saved elsewhere (a reload, another admin) while nothing is being typed.
  if (saved !== lastSaved.current && value === lastSaved.current) {
    lastSaved.current = saved;
    setValue(saved);
  }

  const save = () => {
    const next = value.trim();
    if (next === lastSaved.current.trim() || (required && next === '')) return;
    setState('saving');
    setError(undefined);
    onSave(next).then(
      () => {
        lastSaved.current = next;
        setState('saved');
      },
      (failure: unknown) => {
        setState('failed');
        setError(typeof failure === 'string' ? failure : t.saveFailed);
      },
    );
  };
  const autosave = useAutosave(save);
  const status = state === 'saving' ? t.saving : state === 'saved' ? t.saved : hint;

  return (
    <FormField className={styles.field} label={label} error={error} hint={status ? { children: status, 'aria-live': 'polite' } : undefined}>
      <Input
        value={value}
        onChange={(_, data) => {
          setValue(data.value);
          if (state !== 'saving') setState('idle');
          autosave.schedule();
        }}
        onBlur={() => autosave.flush()}
      />
    </FormField>
  );
}
