import { Button, Caption1, Card, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { DragHandle } from '@/components/ui/drag-handle';
import { SortableList, type DragHandleProps } from '@/components/ui/sortable-list';
import { huAdmin } from '@/i18n/hu-admin';
import type { MaterialGroupView } from '@backend/contract/materials';
import { useCreateMaterial } from '../api/create-material';
import { useDeleteMaterialGroup } from '../api/delete-material-group';
import { useReorderMaterials } from '../api/reorder-materials';
import { useSetGroupTags } from '../api/set-group-tags';
import { InlineTextField } from './inline-text-field';
import { MaterialRow } from './material-row';
import { saveErrorOf, saveErrorText } from './save-error';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  dragging: { boxShadow: tokens.shadow28 },
  head: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  list: { margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
  footer: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

interface MaterialGroupEditorProps {
  group: MaterialGroupView;
  name: string;
  handle: DragHandleProps;
  dragging: boolean;
}

/** A group as a card: its tags (saved after a pause and on blur), its materials sortable, add and delete. */
export function MaterialGroupEditor({ group, name, handle, dragging }: MaterialGroupEditorProps) {
  const styles = useStyles();
  const t = huAdmin.adminMaterials;
  const setTags = useSetGroupTags();
  const create = useCreateMaterial();
  const reorder = useReorderMaterials();
  const remove = useDeleteMaterialGroup();
  const empty = group.materials.length === 0;

  return (
    <Card className={dragging ? `${styles.card} ${styles.dragging}` : styles.card} role="region" aria-label={name}>
      <div className={styles.head}>
        <DragHandle label={t.moveGroup(name)} handle={handle} />
        <InlineTextField label={t.tags} value={group.tags.split(';').join('; ')} hint={t.tagsHint} onSave={(tags) => setTags.mutateAsync({ id: group.id, tags }).catch(saveErrorOf('tags'))} />
        <Tooltip content={empty ? t.deleteGroup(name) : t.deleteGroupHint} relationship="label">
          <Button appearance="subtle" icon={<DeleteRegular />} disabledFocusable={!empty || remove.isPending} onClick={() => remove.mutate({ id: group.id })} />
        </Tooltip>
      </div>
      {empty ? (
        <p className={styles.muted}>{t.noMaterials}</p>
      ) : (
        <SortableList
          items={group.materials}
          nameOf={(material) => material.name}
          onMove={(move) => reorder.mutate({ materialGroupId: group.id, ...move })}
          className={styles.list}
          aria-label={t.materialsLabel(name)}
          renderItem={(material, materialHandle, materialDragging) => <MaterialRow material={material} handle={materialHandle} dragging={materialDragging} />}
        />
      )}
      <div className={styles.footer}>
        <Button icon={<AddRegular />} disabledFocusable={create.isPending} onClick={() => create.mutate({ materialGroupId: group.id })}>
          {t.newMaterial}
        </Button>
        {(create.isError || remove.isError) && <Caption1 role="alert">{saveErrorText(create.error ?? remove.error, 'id')}</Caption1>}
      </div>
    </Card>
  );
}
