import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { QueryFallback } from '@/components/ui/query-state';
import { SortableList } from '@/components/ui/sortable-list';
import { huAdmin } from '@/i18n/hu-admin';
import type { MaterialGroupView } from '@backend/contract/materials';
import { useCreateMaterialGroup } from '../api/create-material-group';
import { useAdminMaterials } from '../api/get-admin-materials';
import { useReorderMaterialGroups } from '../api/reorder-material-groups';
import { MaterialGroupEditor } from './material-group-editor';

const useStyles = makeStyles({
  toolbar: { marginBottom: tokens.spacingVerticalL },
  list: { margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXXXL },
});

const nameOf = (group: MaterialGroupView) => huAdmin.adminMaterials.groupName(group.order + 1, group.tags.split(';').join(', '));

/** /klub/admin/tananyagok: groups as cards, reordered by dragging (mouse or keyboard), edited in place. */
export function AdminMaterials() {
  const styles = useStyles();
  const t = huAdmin.adminMaterials;
  const list = useAdminMaterials();
  const create = useCreateMaterialGroup();
  const reorder = useReorderMaterialGroups();

  if (list.data === undefined) return <QueryFallback query={list} failed={t.loadFailed} />;
  return (
    <>
      <div className={styles.toolbar}>
        <Button appearance="primary" icon={<AddRegular />} disabledFocusable={create.isPending} onClick={() => create.mutate()}>
          {t.newGroup}
        </Button>
      </div>
      {list.data.length === 0 ? (
        <Body1 as="p">{t.empty}</Body1>
      ) : (
        <SortableList
          items={list.data}
          nameOf={nameOf}
          onMove={(move) => reorder.mutate(move)}
          className={styles.list}
          aria-label={t.groupsLabel}
          renderItem={(group, handle, dragging) => <MaterialGroupEditor group={group} name={nameOf(group)} handle={handle} dragging={dragging} />}
        />
      )}
    </>
  );
}
