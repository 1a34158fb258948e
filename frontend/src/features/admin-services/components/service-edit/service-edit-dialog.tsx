import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { RecordTabs } from '@/components/history/record-tabs';
import { Modal } from '@/components/ui/modal';
import { DismissRegular } from '@fluentui/react-icons';
import { errorText, hu } from '@/i18n/hu';
import { huAdmin } from '@/i18n/hu-admin';
import { ApiError } from '@/lib/api-client';
import { fieldErrorText } from '@/lib/form-errors';
import { useAdminService } from '../../api/get-admin-service';
import { useUpdateService } from '../../api/update-service';
import { useAdminNotify } from '@/components/ui/admin-toaster';
import { DiscardDialog } from '@/components/ui/discard-dialog';
import { ServiceEditForm } from './service-edit-form';
import { useServiceDraft, type FieldErrors } from './use-service-draft';

const useStyles = makeStyles({
  surface: { maxWidth: '820px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { flexWrap: 'wrap' },
});

/** The service edit dialog (SPEC §4 "Admin service editing"); closed while serviceId is null. */
export function ServiceEditDialog({ serviceId, onClose }: { serviceId: string | null; onClose: () => void }) {
  const styles = useStyles();
  // Escape and the backdrop ask the open editor, which knows whether there are unsaved changes.
  const requestClose = useRef(onClose);
  return (
    <Modal open={serviceId !== null} onOpenChange={(_, data) => !data.open && requestClose.current()}>
      <DialogSurface className={styles.surface}>
        {serviceId !== null && <ServiceEditor key={serviceId} serviceId={serviceId} onClose={onClose} requestCloseRef={requestClose} />}
      </DialogSurface>
    </Modal>
  );
}

/** A failed save as texts: under the fields the server named, or one for the whole dialog. */
function saveErrors(error: unknown): { fields: FieldErrors; form?: string } {
  if (!(error instanceof ApiError)) return { fields: {}, form: errorText('UNKNOWN') };
  if (error.code === 'SERVICE_NAME_REQUIRED') return { fields: { name: errorText(error.code) } };
  if (error.code === 'SUBPAGE_URL_TAKEN') return { fields: { subPageUrl: errorText(error.code) } };
  const fields = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, code]) => [field, fieldErrorText(code)]));
  return { fields, form: errorText(error.code) };
}

interface ServiceEditorProps {
  serviceId: string;
  onClose: () => void;
  requestCloseRef: RefObject<() => void>;
}

function ServiceEditor({ serviceId, onClose, requestCloseRef }: ServiceEditorProps) {
  const styles = useStyles();
  const t = huAdmin.adminServices.edit;
  const service = useAdminService(serviceId);
  const draft = useServiceDraft(service.data);
  const update = useUpdateService();
  const notify = useAdminNotify();
  const [askDiscard, setAskDiscard] = useState(false);
  const [formError, setFormError] = useState<string | undefined>();

  const requestClose = () => (draft.dirty ? setAskDiscard(true) : onClose());
  useLayoutEffect(() => {
    requestCloseRef.current = requestClose;
  });

  /** Sends only the changed fields; with none, just closes (SPEC §4). */
  const save = () => {
    setAskDiscard(false);
    if (!draft.draft || !draft.dirty) return onClose();
    if (draft.draft.name.trim() === '') return draft.setErrors({ name: hu.errors.SERVICE_NAME_REQUIRED });
    setFormError(undefined);
    update.mutate(
      { id: serviceId, ...draft.changes },
      {
        onSuccess: (saved) => {
          notify(t.saved(saved.name));
          onClose();
        },
        onError: (error) => {
          const { fields, form } = saveErrors(error);
          draft.setErrors(fields);
          setFormError(form);
        },
      },
    );
  };

  return (
    <>
      <DialogBody>
        <DialogTitle
          action={<Button appearance="subtle" aria-label={hu.common.close} icon={<DismissRegular />} onClick={requestClose} />}
        >
          {t.title}
        </DialogTitle>
        <RecordTabs stream={`service-${serviceId}`}>
          <DialogContent className={styles.content}>
            {service.isError ? (
              <MessageBar intent="error">
                <MessageBarBody>{t.loadFailed}</MessageBarBody>
              </MessageBar>
            ) : !service.data || !draft.draft ? (
              <Spinner label={hu.common.loading} />
            ) : (
              <ServiceEditForm service={service.data} draft={draft.draft} change={draft.change} apply={draft.apply} errors={draft.errors} />
            )}
            {formError && (
              <MessageBar intent="error" layout="multiline">
                <MessageBarBody>{formError}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions className={styles.actions}>
            <Button
              appearance="primary"
              disabled={!draft.draft}
              disabledFocusable={update.isPending}
              icon={update.isPending ? <Spinner size="tiny" /> : undefined}
              onClick={save}
            >
              {update.isPending ? t.saving : t.save}
            </Button>
            <Button onClick={requestClose}>{t.cancel}</Button>
          </DialogActions>
        </RecordTabs>
      </DialogBody>
      <DiscardDialog open={askDiscard} title={t.discard.title} body={t.discard.body} onDiscard={onClose} onBack={() => setAskDiscard(false)} onSaveAndClose={save} />
    </>
  );
}
