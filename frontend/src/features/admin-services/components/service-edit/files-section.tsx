import { useState } from 'react';
import { Body1, Button, Caption1, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular, DocumentRegular, ImageRegular } from '@fluentui/react-icons';
import { huAdmin } from '@/i18n/hu-admin';
import { uploadErrorText } from '@/lib/form-errors';
import { useDeleteServiceFile } from '../../api/delete-service-file';
import { useServiceFiles } from '../../api/get-service-files';
import { useUploadServiceFile } from '../../api/upload-service-file';
import { formatFileSize } from '@/lib/file-size';
import { FilePickButton } from '@/components/ui/file-pick-button';
import { FormSection } from './form-section';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  name: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  size: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
});

/** The files offered on the sub-page: list, upload, delete after 'File törlése?' (SPEC §5). */
export function FilesSection({ serviceId }: { serviceId: string }) {
  const styles = useStyles();
  const t = huAdmin.adminServices.edit.files;
  const files = useServiceFiles(serviceId);
  const upload = useUploadServiceFile();
  const remove = useDeleteServiceFile();
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <FormSection title={huAdmin.adminServices.edit.sections.files}>
      <Body1 as="p" className={styles.muted}>
        {t.hint}
      </Body1>
      {files.isPending ? (
        <Spinner size="tiny" />
      ) : files.isError ? (
        <Body1 as="p">{t.loadFailed}</Body1>
      ) : files.data.length === 0 ? (
        <Body1 as="p" className={styles.muted}>
          {t.empty}
        </Body1>
      ) : (
        <ul className={styles.list} aria-label={t.label}>
          {files.data.map((file) => (
            <li key={file.id} className={styles.item}>
              {file.image ? <ImageRegular aria-hidden /> : <DocumentRegular aria-hidden />}
              <Text className={styles.name}>{file.filename}</Text>
              <Caption1 className={styles.size}>{formatFileSize(file.size)}</Caption1>
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={t.delete(file.filename)}
                disabledFocusable={remove.isPending && remove.variables.fileId === file.id}
                onClick={() => {
                  if (!window.confirm(t.confirmDelete)) return;
                  setFailure(null);
                  remove.mutate({ serviceId, fileId: file.id }, { onError: () => setFailure(t.deleteFailed) });
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <div>
        <FilePickButton
          label={t.upload}
          pendingLabel={t.uploading}
          pending={upload.isPending}
          icon={<ArrowUploadRegular />}
          onFile={(file) => {
            setFailure(null);
            upload.mutate({ serviceId, file }, { onError: (error) => setFailure(uploadErrorText(error, t.uploadFailed)) });
          }}
        />
      </div>
      {failure && (
        <MessageBar intent="error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
    </FormSection>
  );
}
