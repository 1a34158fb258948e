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
import { usePendingCodes } from './use-pending-codes';
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
  const codes = usePendingCodes();
  const notify = useAdminNotify();
  const [askDiscard, setAskDiscard] = useState(false);
  const [formError, setFormError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  // Codes wait in the draft only while the service takes codes (type 1, where the pool is shown).
  const sendsCodes = draft.draft?.type === 1 && codes.pending;
  const dirty = draft.dirty || sendsCodes;

  const requestClose = () => (dirty ? setAskDiscard(true) : onClose());
  useLayoutEffect(() => {
    requestCloseRef.current = requestClose;
  });

  /** The changed settings first, then the new codes; a failure keeps the dialog open with what is left (SPEC §4). */
  const save = async () => {
    setAskDiscard(false);
    if (!draft.draft || !service.data || !dirty) return onClose();
    if (draft.draft.name.trim() === '') return draft.setErrors({ name: hu.errors.SERVICE_NAME_REQUIRED });
    setFormError(undefined);
    setSaving(true);
    try {
      let name = service.data.name;
      if (draft.dirty) {
        try {
          const saved = await update.mutateAsync({ id: serviceId, ...draft.changes });
          draft.saved(saved);
          name = saved.name;
        } catch (error) {
          const { fields, form } = saveErrors(error);
          draft.setErrors(fields);
          setFormError(form);
          return;
        }
      }
      const sent = sendsCodes ? await codes.send(serviceId) : null;
      if (sent && !sent.ok) {
        if (draft.dirty) notify(t.saved(name));
        return;
      }
      notify(sent ? `${t.saved(name)} ${sent.summary}` : t.saved(name));
      onClose();
    } finally {
      setSaving(false);
    }
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
              <ServiceEditForm
                service={service.data}
                codes={codes}
                draft={draft.draft}
                change={draft.change}
                apply={draft.apply}
                errors={draft.errors}
              />
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
              disabledFocusable={saving}
              icon={saving ? <Spinner size="tiny" /> : undefined}
              onClick={save}
            >
              {saving ? t.saving : t.save}
            </Button>
            <Button onClick={requestClose}>{t.cancel}</Button>
          </DialogActions>
        </RecordTabs>
      </DialogBody>
      <DiscardDialog open={askDiscard} title={t.discard.title} body={t.discard.body} onDiscard={onClose} onBack={() => setAskDiscard(false)} onSaveAndClose={save} />
    </>
  );
}
