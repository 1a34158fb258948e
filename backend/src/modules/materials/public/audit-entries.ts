import { AuditDescribers, AuditDraft, AuditedEvent } from '../../../shared/audit';
import { MaterialsAuditAction } from '../domain/materials.audit-actions';

/** A trail row of one of the module's own actions. */
type Draft = AuditDraft<MaterialsAuditAction>;

const material =
  (action: MaterialsAuditAction, id: (data: Record<string, unknown>) => unknown, changes = false) =>
  (event: AuditedEvent): Draft => {
    const targetId = id(event.data);
    return { action, targetKind: 'material', targetId: targetId === undefined ? null : String(targetId), ...(changes ? { changes } : {}) };
  };

/**
 * Every change to the teaching materials, as rows of the audit trail; an edit, a file, new tags and
 * a new order show before and after (replayed from the `materials` stream, public/materials-history).
 */
export const materialsAuditEntries: AuditDescribers<MaterialsAuditAction> = {
  MaterialGroupCreated: material('material.group_created', (data) => data.groupId),
  MaterialGroupTagsSet: material('material.group_tags_set', (data) => data.groupId, true),
  MaterialGroupDeleted: material('material.group_deleted', (data) => data.groupId),
  MaterialGroupsReordered: material('material.groups_reordered', () => undefined, true),
  MaterialCreated: material('material.created', (data) => data.materialId),
  MaterialEdited: material('material.edited', (data) => data.materialId, true),
  MaterialFileAttached: material('material.file_attached', (data) => data.materialId, true),
  MaterialPublished: material('material.published', (data) => data.materialId, true),
  MaterialUnpublished: material('material.unpublished', (data) => data.materialId, true),
  MaterialDeleted: material('material.deleted', (data) => data.materialId),
  MaterialsReordered: material('material.reordered', (data) => data.groupId, true),
};
