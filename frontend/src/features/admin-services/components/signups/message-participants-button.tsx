import { useState } from 'react';
import { Body1, Button, Input, Select, Textarea, makeStyles } from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { FormDialog } from '@/components/ui/form-dialog';
import { huAdmin } from '@/i18n/hu-admin';
import { noErrors, submitErrors, type FormErrors } from '@/lib/form-errors';
import { useFormFocus } from '@/lib/use-form-focus';
import { useMessageParticipants } from '../../api/message-participants';
import type { Notice } from './signups-panel';
import type { MESSAGE_SUBJECT_MAX, MESSAGE_TEXT_MAX, MessageAudience } from '@backend/modules/catalogue/domain/message-audience';

const useStyles = makeStyles({
  surface: { maxWidth: '600px' },
});

const FIELDS = ['audience', 'subject', 'text'] as const;
type Field = (typeof FIELDS)[number];
const AUDIENCES: MessageAudience[] = ['seated', 'waitlisted', 'all'];
/** The domain's limits, written here as the bundle takes types only; the types fail if they differ. */
const SUBJECT_MAX: typeof MESSAGE_SUBJECT_MAX = 150;
const TEXT_MAX: typeof MESSAGE_TEXT_MAX = 5000;

/**
 * Issue 41 §7: one message to the service's participants (a venue change, a webinar link), sent once
 * to each through the mail queue. A failure keeps what was typed.
 */
export function MessageParticipantsButton({ serviceId, onSent }: { serviceId: string; onSent: (notice: Notice) => void }) {
  const styles = useStyles();
  const t = huAdmin.adminServices.signups.message;
  const send = useMessageParticipants(serviceId);
  const focus = useFormFocus<HTMLFormElement>();
  const [open, setOpen] = useState(false);
  const [audience, setAudience] = useState<MessageAudience>('seated');
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FormErrors<Field>>(noErrors);

  const close = () => {
    if (send.isPending) return;
    setErrors(noErrors());
    setOpen(false);
  };
  const submit = () => {
    if (send.isPending) return;
    send.mutate(
      { audience, subject, text },
      {
        onSuccess: ({ recipients }) => {
          onSent({ intent: 'success', message: t.sent(recipients) });
          setSubject('');
          setText('');
          setErrors(noErrors());
          setOpen(false);
        },
        onError: (error) => {
          setErrors(submitErrors(error, {}, FIELDS));
          focus.focusErrors();
        },
      },
    );
  };

  return (
    <>
      <Button icon={<MailRegular />} onClick={() => setOpen(true)}>
        {t.open}
      </Button>
      <FormDialog
        open={open}
        title={t.title}
        formRef={focus.ref}
        submitLabel={t.send}
        cancelLabel={t.cancel}
        busy={send.isPending}
        onSubmit={submit}
        onCancel={close}
        surfaceClassName={styles.surface}
      >
        <FormError message={errors.form} />
        <Body1 as="p">{t.body}</Body1>
        <FormField label={t.audience} hint={t.audienceHint} error={errors.fields.audience}>
          <Select value={audience} onChange={(_, data) => setAudience(data.value as MessageAudience)}>
            {AUDIENCES.map((value) => (
              <option key={value} value={value}>
                {t.audiences[value]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t.subject} required error={errors.fields.subject}>
          <Input value={subject} maxLength={SUBJECT_MAX} onChange={(_, data) => setSubject(data.value)} />
        </FormField>
        <FormField label={t.text} required hint={t.textHint} error={errors.fields.text}>
          <Textarea value={text} rows={8} resize="vertical" maxLength={TEXT_MAX} onChange={(_, data) => setText(data.value)} />
        </FormField>
      </FormDialog>
    </>
  );
}
