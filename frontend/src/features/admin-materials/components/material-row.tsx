import { Badge, Button, Caption1, Dropdown, Option, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { FormField } from '@/components/ui/form-field';
import { fieldGrid } from '@/components/ui/tile-grid';
import { ArrowUploadRegular, DeleteRegular } from '@fluentui/react-icons';
import { DragHandle } from '@/components/ui/drag-handle';
import { FilePickButton } from '@/components/ui/file-pick-button';
import type { DragHandleProps } from '@/components/ui/sortable-list';
import { huMember } from '@/i18n/hu-member';
import { huAdmin } from '@/i18n/hu-admin';
import { formatFileSize } from '@/lib/file-size';
import { MATERIAL_TYPES } from '@backend/modules/materials/domain/material.types';
import type { MaterialType, MaterialView } from '@backend/contract/materials';
import { useDeleteMaterial } from '../api/delete-material';
import { useEditMaterial } from '../api/edit-material';
import { useSetMaterialPublished } from '../api/set-material-published';
import { useUploadMaterialFile } from '../api/upload-material-file';
import { InlineTextField } from './inline-text-field';
import { saveErrorOf, saveErrorText } from './save-error';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  dragging: { boxShadow: tokens.shadow16 },
  fields: { ...fieldGrid('180px'), flexGrow: 1, minWidth: 0 },
  icon: { width: '20px', height: '20px', verticalAlign: 'middle', marginInlineEnd: tokens.spacingHorizontalXS },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

const typeIcon = (type: MaterialType, className: string) => <img className={className} src={`/materials/${type}.webp`} alt="" />;

interface MaterialRowProps {
  material: MaterialView;
  handle: DragHandleProps;
  dragging: boolean;
}

/**
 * One material edited in place: name, type (with its icon), link or an uploaded file; moved and deleted;
 * a draft until published, which needs a link or a file (issue 41 §2: members never see an empty one).
 */
export function MaterialRow({ material, handle, dragging }: MaterialRowProps) {
  const styles = useStyles();
  const t = huAdmin.adminMaterials.material;
  const edit = useEditMaterial();
  const upload = useUploadMaterialFile();
  const remove = useDeleteMaterial();
  const save = (changes: { name?: string; link?: string; type?: MaterialType }, field: string) =>
    edit.mutateAsync({ id: material.id, ...changes }).catch(saveErrorOf(field));
  const uploaded = material.size !== null;
  const publish = useSetMaterialPublished();
  // An uploaded file sets the link too: no link, nothing to show members.
  const empty = material.link === '';

  return (
    <div className={dragging ? `${styles.row} ${styles.dragging}` : styles.row}>
      <DragHandle label={t.move(material.name)} handle={handle} />
      <div className={styles.fields}>
        <InlineTextField label={t.name} value={material.name} required onSave={(name) => save({ name }, 'name')} />
        <FormField label={t.type}>
          <Dropdown
            value={huMember.materials.types[material.type]}
            selectedOptions={[material.type]}
            expandIcon={typeIcon(material.type, styles.icon)}
            onOptionSelect={(_, data) => data.optionValue && void save({ type: data.optionValue as MaterialType }, 'type').catch(() => undefined)}
          >
            {MATERIAL_TYPES.map((type) => (
              <Option key={type} value={type} text={huMember.materials.types[type]}>
                {typeIcon(type, styles.icon)}
                {huMember.materials.types[type]}
              </Option>
            ))}
          </Dropdown>
        </FormField>
        {uploaded ? (
          <Caption1 className={styles.muted}>{t.file(formatFileSize(material.size ?? 0))}</Caption1>
        ) : (
          <InlineTextField label={t.link} value={material.link} hint={t.linkHint} onSave={(link) => save({ link }, 'link')} />
        )}
      </div>
      <div className={styles.actions}>
        <Badge appearance="tint" color={material.published ? 'success' : 'informative'}>{t.state[material.published ? 'published' : 'draft']}</Badge>
        {/* The reason is a description, not a line of its own: rows of one height keep the keyboard move exact. */}
        <Tooltip content={material.published ? t.unpublishHint(material.name) : empty ? t.publishNeedsContent : t.publishHint} relationship="description">
          <Button
            appearance={material.published ? 'secondary' : 'primary'}
            disabledFocusable={(!material.published && empty) || publish.isPending}
            onClick={() => publish.mutate({ id: material.id, published: !material.published })}
          >
            {material.published ? t.unpublish : t.publish}
          </Button>
        </Tooltip>
        <FilePickButton
          label={t.upload}
          pendingLabel={t.uploading}
          pending={upload.isPending}
          accept=".pdf,.doc,.docx,.ppt,.pptx"
          icon={<ArrowUploadRegular />}
          onFile={(file) => upload.mutate({ materialId: material.id, file })}
        />
        <Tooltip content={t.delete(material.name)} relationship="label">
          <Button
            appearance="subtle"
            icon={<DeleteRegular />}
            onClick={() => {
              if (window.confirm(t.confirmDelete(material.name))) remove.mutate({ id: material.id });
            }}
          />
        </Tooltip>
      </div>
      {upload.isError && <Caption1 role="alert">{saveErrorText(upload.error, 'file')}</Caption1>}
      {publish.isError && <Caption1 role="alert">{saveErrorText(publish.error, 'id')}</Caption1>}
    </div>
  );
}

