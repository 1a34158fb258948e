import { Body1, Body1Strong, Button, Caption1, MessageBar, MessageBarBody, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { FormField } from '@/components/ui/form-field';
import { DeleteRegular, DocumentArrowUpRegular } from '@fluentui/react-icons';
import { huAdmin } from '@/i18n/hu-admin';
import { FilePickButton } from '@/components/ui/file-pick-button';
import { ImportRowErrors } from '@/components/ui/import-row-errors';
import type { PendingCodes } from './use-pending-codes';
import type { AdminServiceView } from '@backend/contract/admin-services';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

const ACCEPTED = '.txt,.csv,.xlsx,text/plain,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface CodesPoolProps {
  service: Pick<AdminServiceView, 'codesRemaining' | 'codesTotal'>;
  codes: PendingCodes;
}

/** The coupon codes of a type-1 service: how many are left, and new ones pasted or from a file, added on save. */
export function CodesPool({ service, codes }: CodesPoolProps) {
  const styles = useStyles();
  const t = huAdmin.adminServices.edit.codes;
  const { result } = codes;
  return (
    <div className={styles.root}>
      <Body1Strong aria-live="polite">{t.remaining(service.codesRemaining, service.codesTotal)}</Body1Strong>
      <FormField label={t.paste} hint={t.onSave}>
        <Textarea value={codes.text} rows={4} resize="vertical" onChange={(_, data) => codes.setText(data.value)} />
      </FormField>
      <div className={styles.row}>
        <FilePickButton label={t.pick} pendingLabel={t.pick} pending={false} accept={ACCEPTED} icon={<DocumentArrowUpRegular />} onFile={codes.setFile} />
        {codes.file && (
          <>
            <Body1>{t.fileOnSave(codes.file.name)}</Body1>
            <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => codes.setFile(null)}>
              {t.dropFile}
            </Button>
          </>
        )}
      </div>
      <Caption1>{t.uploadHint}</Caption1>
      <div aria-live="polite">
        {codes.codes.length > 0 && <Body1>{t.pending(codes.codes.length)}</Body1>}
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
