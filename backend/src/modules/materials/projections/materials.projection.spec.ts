import { replay } from '../../../platform/projections/testing/replay';
import { MaterialsEvent } from '../domain/materials.events';
import { MATERIALS_DOC, materialsProjection } from './materials.projection';

const file = { fileId: 'f1', filename: 'vazlat.pdf', size: 3000, contentType: 'application/pdf' };

describe('materials projection', () => {
  // The events of the first two specs carry no `draft`, as those written before issue 41 §2: published.
  it('keeps the groups and their materials in order, with tags, edits, files and deletions', () => {
    const events: MaterialsEvent[] = [
      { type: 'MaterialGroupCreated', data: { groupId: 'g1' } },
      { type: 'MaterialGroupCreated', data: { groupId: 'g2' } },
      { type: 'MaterialGroupTagsSet', data: { groupId: 'g1', tags: ['Python', 'érettségi'] } },
      { type: 'MaterialCreated', data: { materialId: 'm1', groupId: 'g1', name: 'Új tananyag', type: 'pdf' } },
      { type: 'MaterialCreated', data: { materialId: 'm2', groupId: 'g1', name: 'Új tananyag', type: 'pdf' } },
      { type: 'MaterialEdited', data: { materialId: 'm2', name: 'Videó', type: 'video', link: 'https://example.org/v' } },
      { type: 'MaterialFileAttached', data: { materialId: 'm1', file, link: '/klub/tananyagok/letoltesek/m1/f1' } },
      { type: 'MaterialsReordered', data: { groupId: 'g1', materialIds: ['m2', 'm1'] } },
      { type: 'MaterialGroupsReordered', data: { groupIds: ['g2', 'g1'] } },
      { type: 'MaterialGroupDeleted', data: { groupId: 'g2' } },
    ];
    expect(replay(materialsProjection, events).get(MATERIALS_DOC)).toEqual({
      _id: MATERIALS_DOC,
      groups: [
        {
          groupId: 'g1',
          tags: ['Python', 'érettségi'],
          materials: [
            { materialId: 'm2', name: 'Videó', type: 'video', link: 'https://example.org/v', file: null, published: true },
            { materialId: 'm1', name: 'Új tananyag', type: 'pdf', link: '/klub/tananyagok/letoltesek/m1/f1', file, published: true },
          ],
        },
      ],
    });
  });

  it('forgets the file when a link replaces it, and drops a deleted material', () => {
    const events: MaterialsEvent[] = [
      { type: 'MaterialGroupCreated', data: { groupId: 'g1' } },
      { type: 'MaterialCreated', data: { materialId: 'm1', groupId: 'g1', name: 'Új tananyag', type: 'pdf' } },
      { type: 'MaterialCreated', data: { materialId: 'm2', groupId: 'g1', name: 'Új tananyag', type: 'pdf' } },
      { type: 'MaterialFileAttached', data: { materialId: 'm1', file, link: '/klub/tananyagok/letoltesek/m1/f1' } },
      { type: 'MaterialEdited', data: { materialId: 'm1', link: 'https://example.org/a.pdf' } },
      { type: 'MaterialDeleted', data: { materialId: 'm2' } },
    ];
    expect(replay(materialsProjection, events).get(MATERIALS_DOC)?.groups[0].materials).toEqual([
      { materialId: 'm1', name: 'Új tananyag', type: 'pdf', link: 'https://example.org/a.pdf', file: null, published: true },
    ]);
  });

  it('keeps a new material a draft until published, and a draft again once unpublished (issue 41 §2)', () => {
    const created = (materialId: string): MaterialsEvent => ({ type: 'MaterialCreated', data: { materialId, groupId: 'g1', name: 'Új tananyag', type: 'pdf', draft: true } });
    const states = (events: MaterialsEvent[]) =>
      replay(materialsProjection, [{ type: 'MaterialGroupCreated', data: { groupId: 'g1' } }, ...events])
        .get(MATERIALS_DOC)
        ?.groups[0].materials.map((m) => [m.materialId, m.published]);
    expect(states([created('m1'), created('m2'), { type: 'MaterialEdited', data: { materialId: 'm2', link: 'https://example.org/v' } }])).toEqual([['m1', false], ['m2', false]]);
    expect(states([created('m1'), { type: 'MaterialEdited', data: { materialId: 'm1', link: 'https://example.org/v' } }, { type: 'MaterialPublished', data: { materialId: 'm1' } }])).toEqual([['m1', true]]);
    expect(states([created('m1'), { type: 'MaterialPublished', data: { materialId: 'm1' } }, { type: 'MaterialUnpublished', data: { materialId: 'm1' } }])).toEqual([['m1', false]]);
  });
});
