import { useState } from 'react';
import { Body1, Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, ImageAddRegular } from '@fluentui/react-icons';
import { huAdmin } from '@/i18n/hu-admin';
import { uploadErrorText } from '@/lib/form-errors';
import { useUploadServiceImage } from '../../api/upload-service-image';
import { FilePickButton } from '@/components/ui/file-pick-button';
import { FormSection } from './form-section';
import type { DraftProps } from './use-service-draft';

const useStyles = makeStyles({
  preview: {
    display: 'block',
    maxWidth: '100%',
    maxHeight: '220px',
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    alignSelf: 'flex-start',
  },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
});

const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp';

/** The card's picture: uploaded at once, set on the draft, saved with the dialog. */
export function ImageField({ serviceId, draft, change }: Pick<DraftProps, 'draft' | 'change'> & { serviceId: string }) {
  const styles = useStyles();
  const t = huAdmin.adminServices.edit.image;
  const upload = useUploadServiceImage();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <FormSection title={huAdmin.adminServices.edit.sections.image}>
      {draft.image ? (
        <img className={styles.preview} src={draft.image} alt={t.label} />
      ) : (
        <Body1 as="p" className={styles.muted}>
          {t.none}
        </Body1>
      )}
      <div className={styles.row}>
        <FilePickButton
          label={draft.image ? t.replace : t.upload}
          pendingLabel={t.uploading}
          pending={upload.isPending}
          accept={ACCEPTED}
          icon={<ImageAddRegular />}
          onFile={(file) => {
            setFailure(null);
            upload.mutate(
              { serviceId, file },
              {
                onSuccess: ([image]) => image && change({ image: image.url }),
                onError: (error) => setFailure(uploadErrorText(error, t.failed)),
              },
            );
          }}
        />
        {draft.image && (
          <Button icon={<DeleteRegular />} onClick={() => change({ image: '' })}>
            {t.remove}
          </Button>
        )}
      </div>
      <Body1 as="p" className={styles.muted}>
        {t.hint}
      </Body1>
      {failure && (
        <MessageBar intent="error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
    </FormSection>
  );
}
