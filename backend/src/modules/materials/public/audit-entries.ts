import { AuditDescribers, AuditDraft, AuditedEvent } from '../../../shared/audit';

const material = (action: AuditDraft['action'], id: (data: Record<string, unknown>) => unknown) => (event: AuditedEvent): AuditDraft => {
  const targetId = id(event.data);
  return { action, targetKind: 'material', targetId: targetId === undefined ? null : String(targetId) };
};

/** Every change to the teaching materials, as rows of the audit trail. */
export const materialsAuditEntries: AuditDescribers = {
  MaterialGroupCreated: material('material.group_created', (data) => data.groupId),
  MaterialGroupTagsSet: material('material.group_tags_set', (data) => data.groupId),
  MaterialGroupDeleted: material('material.group_deleted', (data) => data.groupId),
  MaterialGroupsReordered: material('material.groups_reordered', () => undefined),
  MaterialCreated: material('material.created', (data) => data.materialId),
  MaterialEdited: material('material.edited', (data) => data.materialId),
  MaterialFileAttached: material('material.file_attached', (data) => data.materialId),
  MaterialDeleted: material('material.deleted', (data) => data.materialId),
  MaterialsReordered: material('material.reordered', (data) => data.groupId),
};
