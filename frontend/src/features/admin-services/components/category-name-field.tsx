import { useRef, useState } from 'react';
import { Input, makeStyles } from '@fluentui/react-components';
import { FormField } from '@/components/ui/form-field';
import { huAdmin } from '@/i18n/hu-admin';
import { useRenameServiceGroup } from '../api/rename-service-group';
import { useAutosave } from '@/lib/use-autosave';
import type { AdminServiceGroupView } from '@backend/contract/admin-services';

const useStyles = makeStyles({
  field: { flexGrow: 1, minWidth: 0 },
  input: { fontWeight: 600 },
});

type SaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'empty';

/**
 * The category's name, edited in place (SPEC §4): saved 3 s after the last keystroke and on blur,
 * each time only when it differs from what was last saved.
 */
export function CategoryNameField({ group }: { group: Pick<AdminServiceGroupView, 'id' | 'name'> }) {
  const styles = useStyles();
  const t = huAdmin.adminServices.category;
  const rename = useRenameServiceGroup();
  const [value, setValue] = useState(group.name);
  const [state, setState] = useState<SaveState>('idle');
  const lastSaved = useRef(group.name);

  // A name saved elsewhere (another admin, a reload) shows up while nothing is being typed.
  if (group.name !== lastSaved.current && value === lastSaved.current) {
    lastSaved.current = group.name;
    setValue(group.name);
  }

  const save = () => {
    const name = value.trim();
    if (name === '') {
      setState('empty');
      return;
    }
    if (name === lastSaved.current) return;
    lastSaved.current = name;
    setState('saving');
    rename.mutate(
      { id: group.id, name },
      {
        onSuccess: () => setState('saved'),
        onError: () => {
          lastSaved.current = '';
          setState('failed');
        },
      },
    );
  };
  const autosave = useAutosave(save);

  const message = state === 'empty' ? t.nameRequired : state === 'failed' ? t.saveFailed : undefined;
  const hint = state === 'saving' ? t.saving : state === 'saved' ? t.saved : undefined;
  return (
    <FormField className={styles.field} error={message} hint={hint ? { children: hint, 'aria-live': 'polite' } : undefined}>
      <Input
        className={styles.input}
        appearance="underline"
        aria-label={t.name}
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
