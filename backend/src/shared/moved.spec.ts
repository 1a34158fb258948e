import { DomainError } from './domain-error';
import { moved } from './moved';

describe('moving a dragged item (SPEC §4)', () => {
  it('moves the item to its new place and keeps the others in order', () => {
    expect(moved(['a', 'b', 'c', 'd'], { oldIndex: 0, newIndex: 2 })).toEqual(['b', 'c', 'a', 'd']);
    expect(moved(['a', 'b', 'c', 'd'], { oldIndex: 3, newIndex: 0 })).toEqual(['d', 'a', 'b', 'c']);
    expect(moved(['a', 'b'], { oldIndex: 1, newIndex: 1 })).toEqual(['a', 'b']);
  });

  it('leaves the list it was given as it was', () => {
    const items = ['a', 'b', 'c'];
    moved(items, { oldIndex: 0, newIndex: 2 });
    expect(items).toEqual(['a', 'b', 'c']);
  });

  it('refuses an index outside the list as INVALID_INDEX', () => {
    for (const move of [{ oldIndex: 3, newIndex: 0 }, { oldIndex: 0, newIndex: -1 }, { oldIndex: 0.5, newIndex: 1 }]) {
      expect(() => moved(['a', 'b', 'c'], move)).toThrow(expect.objectContaining({ code: 'INVALID_INDEX' }) as unknown as DomainError);
    }
  });
});
