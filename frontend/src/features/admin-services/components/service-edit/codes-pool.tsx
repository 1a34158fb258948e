import { useState } from 'react';
import { Body1Strong, Button, Caption1, MessageBar, MessageBarBody, Spinner, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { FormField } from '@/components/ui/form-field';
import { AddRegular, DocumentArrowUpRegular } from '@fluentui/react-icons';
import { huAdmin } from '@/i18n/hu-admin';
import { useAddServiceCodes } from '../../api/add-service-codes';
import { useUploadServiceCodes } from '../../api/upload-service-codes';
import { FilePickButton } from '@/components/ui/file-pick-button';
import { importErrorText } from '@/lib/import-error-text';
import { ImportRowErrors } from '@/components/ui/import-row-errors';
import type { AdminServiceView, CodesReport } from '@backend/contract/admin-services';
import type { ImportRowError } from '@backend/contract/common';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const ACCEPTED = '.txt,.csv,.xlsx,text/plain,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The coupon codes of a type-1 service: how many are left, and new ones pasted or uploaded. */
export function CodesPool({ service }: { service: Pick<AdminServiceView, 'id' | 'codesRemaining' | 'codesTotal'> }) {
  const styles = useStyles();
  const t = huAdmin.adminServices.edit.codes;
  const add = useAddServiceCodes();
  const upload = useUploadServiceCodes();
  const [text, setText] = useState('');
  const [result, setResult] = useState<{ intent: 'success' | 'warning' | 'error'; message: string; errors?: ImportRowError[] } | null>(null);

  const callbacks = {
    onSuccess: (report: CodesReport) => {
      // A file's rows the server left out are listed by line (issue 38 §7); a pasted list has none.
      const errors = report.errors ?? [];
      setResult({ intent: errors.length > 0 ? 'warning' : 'success', message: t.result(report.added, report.duplicates), errors });
      setText('');
    },
    onError: () => setResult({ intent: 'error', message: t.failed }),
  };
  const addPasted = () => {
    const codes = text.split(/\r?\n/).map((code) => code.trim()).filter(Boolean);
    if (codes.length === 0) {
      setResult({ intent: 'error', message: t.empty });
      return;
    }
    add.mutate({ serviceId: service.id, codes }, callbacks);
  };

  return (
    <div className={styles.root}>
      <Body1Strong aria-live="polite">{t.remaining(service.codesRemaining, service.codesTotal)}</Body1Strong>
      <FormField label={t.paste}>
        <Textarea value={text} rows={4} resize="vertical" onChange={(_, data) => setText(data.value)} />
      </FormField>
      <div className={styles.row}>
        <Button icon={add.isPending ? <Spinner size="tiny" /> : <AddRegular />} disabledFocusable={add.isPending} onClick={addPasted}>
          {add.isPending ? t.adding : t.add}
        </Button>
        <FilePickButton
          label={t.upload}
          pendingLabel={t.adding}
          pending={upload.isPending}
          accept={ACCEPTED}
          icon={<DocumentArrowUpRegular />}
          onFile={(file) =>
            upload.mutate(
              { serviceId: service.id, file },
              // A refused file says why (too many rows, unreadable…), as the other table imports do.
              { ...callbacks, onError: (error) => setResult({ intent: 'error', message: importErrorText(error) }) },
            )
          }
        />
      </div>
      <Caption1>{t.uploadHint}</Caption1>
      <div aria-live="polite">
        {result && (
          <MessageBar intent={result.intent} layout={result.errors?.length ? 'multiline' : 'auto'}>
            <MessageBarBody>
              {result.message}
              {result.errors && result.errors.length > 0 && <br />}
              <ImportRowErrors errors={result.errors ?? []} />
            </MessageBarBody>
          </MessageBar>
        )}
      </div>
    </div>
  );
}
