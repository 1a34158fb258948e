import { describe, expect, it } from 'vitest';
import type { MaterialGroupView, MaterialView } from '@backend/contract/materials';
import { allTags, filterMaterials } from './material-filter';

const material = (id: string, name: string): MaterialView => ({ id, name, type: 'pdf', link: '', order: 0, size: null, onlineOnly: false, published: true });
const groups: MaterialGroupView[] = [
  { id: 'g1', order: 0, tags: 'Python;érettségi', materials: [material('a', 'Ciklusok'), material('b', 'Függvények')] },
  { id: 'g2', order: 1, tags: 'érettségi;algoritmusok', materials: [material('c', 'Rendezés')] },
  { id: 'g3', order: 2, tags: '', materials: [material('d', 'Ciklus a weben')] },
];

describe('the materials filter', () => {
  it('lists every tag once, in order of first use', () => expect(allTags(groups)).toEqual(['Python', 'érettségi', 'algoritmusok']));

  it('keeps the groups carrying every chosen tag', () => {
    expect(filterMaterials(groups, { tags: ['érettségi'], search: '' }).map((g) => g.id)).toEqual(['g1', 'g2']);
    expect(filterMaterials(groups, { tags: ['érettségi', 'Python'], search: '' }).map((g) => g.id)).toEqual(['g1']);
  });

  it('searches names ignoring accents and case, hiding groups left empty', () => {
    const found = filterMaterials(groups, { tags: [], search: 'CIKLUS' });
    expect(found.map((g) => [g.id, g.materials.map((m) => m.id)])).toEqual([['g1', ['a']], ['g3', ['d']]]);
    expect(filterMaterials(groups, { tags: [], search: 'fuggveny' })[0].materials[0].id).toBe('b');
  });
});
