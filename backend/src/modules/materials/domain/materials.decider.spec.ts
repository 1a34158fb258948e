import { deciderSpec } from '../../../shared/testing/decider-specification';
import { joinTags, normalizeTags } from './material.types';
import { materialsDecider, NEW_MATERIAL } from './materials.decider';
import { MaterialsEvent } from './materials.events';

const spec = deciderSpec(materialsDecider);

const group = (groupId: string): MaterialsEvent => ({ type: 'MaterialGroupCreated', data: { groupId } });
const material = (materialId: string, groupId = 'g1'): MaterialsEvent => ({ type: 'MaterialCreated', data: { materialId, groupId, ...NEW_MATERIAL, draft: true } });
/** As written before issue 41 §2: no `draft`, so the material was live from the start. */
const liveBeforeDrafts = (materialId: string): MaterialsEvent => ({ type: 'MaterialCreated', data: { materialId, groupId: 'g1', ...NEW_MATERIAL } });
const linked = (materialId: string, link = 'https://example.org/ora.pdf'): MaterialsEvent => ({ type: 'MaterialEdited', data: { materialId, link } });
const published = (materialId: string): MaterialsEvent => ({ type: 'MaterialPublished', data: { materialId } });
const unpublished = (materialId: string): MaterialsEvent => ({ type: 'MaterialUnpublished', data: { materialId } });
const file = { fileId: 'f1', filename: 'óravázlat.pdf', size: 2048, contentType: 'application/pdf' };

describe('material groups', () => {
  it('creates a group empty', () => spec.given([]).when({ type: 'CreateMaterialGroup', data: { groupId: 'g1' } }).then([group('g1')]));

  it('sets tags from one semicolon-joined string: trimmed, empty ones dropped, repeats removed, order kept', () =>
    spec
      .given([group('g1')])
      .when({ type: 'SetGroupTags', data: { groupId: 'g1', tags: ' Python ; ;érettségi;python; Algoritmusok ' } })
      .then([{ type: 'MaterialGroupTagsSet', data: { groupId: 'g1', tags: ['Python', 'érettségi', 'Algoritmusok'] } }]));

  it('records nothing when the tags come back the same', () =>
    spec
      .given([group('g1'), { type: 'MaterialGroupTagsSet', data: { groupId: 'g1', tags: ['Python'] } }])
      .when({ type: 'SetGroupTags', data: { groupId: 'g1', tags: 'Python;' } })
      .then([]));

  it('refuses tags for an unknown group', () =>
    spec.given([]).when({ type: 'SetGroupTags', data: { groupId: 'x', tags: 'a' } }).thenThrows('MATERIAL_GROUP_NOT_FOUND'));

  it('reorders groups, recording the whole new order', () =>
    spec
      .given([group('g1'), group('g2'), group('g3')])
      .when({ type: 'ReorderMaterialGroups', data: { oldIndex: 0, newIndex: 2 } })
      .then([{ type: 'MaterialGroupsReordered', data: { groupIds: ['g2', 'g3', 'g1'] } }]));

  it('refuses an index outside the list', () =>
    spec.given([group('g1')]).when({ type: 'ReorderMaterialGroups', data: { oldIndex: 0, newIndex: 3 } }).thenThrows('INVALID_INDEX'));

  it('deletes an empty group, and refuses one that still has materials', () => {
    spec.given([group('g1')]).when({ type: 'DeleteMaterialGroup', data: { groupId: 'g1' } }).then([{ type: 'MaterialGroupDeleted', data: { groupId: 'g1' } }]);
    spec.given([group('g1'), material('m1')]).when({ type: 'DeleteMaterialGroup', data: { groupId: 'g1' } }).thenThrows('MATERIAL_GROUP_NOT_EMPTY');
  });
});

describe('materials', () => {
  it('creates a material at the end of an existing group, as "Új tananyag" of type pdf, a draft', () => {
    spec.given([group('g1')]).when({ type: 'CreateMaterial', data: { materialId: 'm1', groupId: 'g1' } }).then([material('m1')]);
    spec.given([]).when({ type: 'CreateMaterial', data: { materialId: 'm1', groupId: 'g1' } }).thenThrows('MATERIAL_GROUP_NOT_FOUND');
  });

  it('records only the fields an edit changes', () =>
    spec
      .given([group('g1'), material('m1')])
      .when({ type: 'EditMaterial', data: { materialId: 'm1', name: 'Új tananyag', type: 'video', link: 'https://example.org/v' } })
      .then([{ type: 'MaterialEdited', data: { materialId: 'm1', type: 'video', link: 'https://example.org/v' } }]));

  it('records nothing for an edit that changes nothing, and refuses an unknown material', () => {
    spec.given([group('g1'), material('m1')]).when({ type: 'EditMaterial', data: { materialId: 'm1', name: 'Új tananyag' } }).then([]);
    spec.given([group('g1')]).when({ type: 'EditMaterial', data: { materialId: 'x', name: 'a' } }).thenThrows('MATERIAL_NOT_FOUND');
  });

  it('attaches an uploaded file, whose link points to this site', () =>
    spec
      .given([group('g1'), material('m1')])
      .when({ type: 'AttachMaterialFile', data: { materialId: 'm1', file, link: '/klub/tananyagok/letoltesek/m1/f1' } })
      .then([{ type: 'MaterialFileAttached', data: { materialId: 'm1', file, link: '/klub/tananyagok/letoltesek/m1/f1' } }]));

  it('deletes a material, and refuses an unknown one', () => {
    spec.given([group('g1'), material('m1')]).when({ type: 'DeleteMaterial', data: { materialId: 'm1' } }).then([{ type: 'MaterialDeleted', data: { materialId: 'm1' } }]);
    spec.given([group('g1'), material('m1'), { type: 'MaterialDeleted', data: { materialId: 'm1' } }]).when({ type: 'DeleteMaterial', data: { materialId: 'm1' } }).thenThrows('MATERIAL_NOT_FOUND');
  });

  it('reorders materials within their group', () =>
    spec
      .given([group('g1'), material('m1'), material('m2'), material('m3')])
      .when({ type: 'ReorderMaterials', data: { groupId: 'g1', oldIndex: 2, newIndex: 0 } })
      .then([{ type: 'MaterialsReordered', data: { groupId: 'g1', materialIds: ['m3', 'm1', 'm2'] } }]));

  it('refuses a reorder in an unknown group or outside the group', () => {
    spec.given([group('g1'), material('m1')]).when({ type: 'ReorderMaterials', data: { groupId: 'x', oldIndex: 0, newIndex: 0 } }).thenThrows('MATERIAL_GROUP_NOT_FOUND');
    spec.given([group('g1'), material('m1')]).when({ type: 'ReorderMaterials', data: { groupId: 'g1', oldIndex: 0, newIndex: 1 } }).thenThrows('INVALID_INDEX');
  });
});

describe('drafts and publishing (issue 41 §2, decision 0106)', () => {
  const publish = { type: 'PublishMaterial', data: { materialId: 'm1' } } as const;
  const unpublish = { type: 'UnpublishMaterial', data: { materialId: 'm1' } } as const;

  it('publishes a draft with a link, or with an uploaded file', () => {
    spec.given([group('g1'), material('m1'), linked('m1')]).when(publish).then([published('m1')]);
    spec
      .given([group('g1'), material('m1'), { type: 'MaterialFileAttached', data: { materialId: 'm1', file, link: '/klub/tananyagok/letoltesek/m1/f1' } }])
      .when(publish)
      .then([published('m1')]);
  });

  it('refuses to publish a material with neither a link nor a file', () =>
    spec.given([group('g1'), material('m1')]).when(publish).thenThrows('MATERIAL_EMPTY'));

  it('records nothing when publishing a published material, or unpublishing a draft', () => {
    spec.given([group('g1'), material('m1'), linked('m1'), published('m1')]).when(publish).then([]);
    spec.given([group('g1'), material('m1')]).when(unpublish).then([]);
  });

  it('unpublishes a published material, which can be published again', () => {
    spec.given([group('g1'), material('m1'), linked('m1'), published('m1')]).when(unpublish).then([unpublished('m1')]);
    spec.given([group('g1'), material('m1'), linked('m1'), published('m1'), unpublished('m1')]).when(publish).then([published('m1')]);
  });

  it('refuses to publish or unpublish an unknown material', () => {
    spec.given([group('g1')]).when(publish).thenThrows('MATERIAL_NOT_FOUND');
    spec.given([group('g1')]).when(unpublish).thenThrows('MATERIAL_NOT_FOUND');
  });

  it('replays a material created before drafts existed as published', () => {
    spec.given([group('g1'), liveBeforeDrafts('m1'), linked('m1')]).when(publish).then([]);
    spec.given([group('g1'), liveBeforeDrafts('m1')]).when(unpublish).then([unpublished('m1')]);
  });

  it('refuses to empty the link of a published material, and lets a draft lose it or any material change it', () => {
    spec.given([group('g1'), material('m1'), linked('m1'), published('m1')]).when({ type: 'EditMaterial', data: { materialId: 'm1', link: '' } }).thenThrows('MATERIAL_PUBLISHED_NEEDS_CONTENT');
    spec.given([group('g1'), material('m1'), linked('m1')]).when({ type: 'EditMaterial', data: { materialId: 'm1', link: '' } }).then([linked('m1', '')]);
    spec
      .given([group('g1'), material('m1'), linked('m1'), published('m1')])
      .when({ type: 'EditMaterial', data: { materialId: 'm1', link: 'https://example.org/uj.pdf' } })
      .then([linked('m1', 'https://example.org/uj.pdf')]);
  });
});

describe('tags', () => {
  it('join with semicolons (SPEC §9)', () => expect(joinTags(normalizeTags('a; b ;;A'))).toBe('a;b'));
});
