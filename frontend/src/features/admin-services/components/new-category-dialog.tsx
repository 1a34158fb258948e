import { useState } from 'react';
import { Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Input, Spinner, makeStyles } from '@fluentui/react-components';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { errorText } from '@/i18n/hu';
import { huAdmin } from '@/i18n/hu-admin';
import { ApiError } from '@/lib/api-client';
import { useCreateServiceGroup } from '../api/create-service-group';

const useStyles = makeStyles({ surface: { maxWidth: '440px' } });

/** SPEC §2 new-category dialog: a name, then the category appears at the end of the list. */
export function NewCategoryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const styles = useStyles();
  const t = huAdmin.adminServices.newCategoryDialog;
  const create = useCreateServiceGroup();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    setName('');
    setError(undefined);
    create.reset();
    onClose();
  };
  const submit = () => {
    if (name.trim() === '') {
      setError(huAdmin.adminServices.category.nameRequired);
      return;
    }
    create.mutate(name.trim(), {
      onSuccess: close,
      onError: (failure) => setError(failure instanceof ApiError && failure.code !== 'UNKNOWN' ? errorText(failure.code) : t.failed),
    });
  };

  return (
    <Modal open={open} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface className={styles.surface}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{t.title}</DialogTitle>
            <DialogContent>
              <FormField label={t.name} required error={error}>
                <Input
                  value={name}
                  onChange={(_, data) => {
                    setName(data.value);
                    setError(undefined);
                  }}
                />
              </FormField>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={close}>
                {t.cancel}
              </Button>
              <Button type="submit" appearance="primary" disabledFocusable={create.isPending} icon={create.isPending ? <Spinner size="tiny" /> : undefined}>
                {create.isPending ? t.creating : t.create}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Modal>
  );
}
