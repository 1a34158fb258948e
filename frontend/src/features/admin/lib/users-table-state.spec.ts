import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, PAGE_SIZES, nextSort, pagePosition } from './users-table-state';

describe('paging (SPEC §9)', () => {
  it('offers 5, 10, 20, 500 and 2000 rows, 20 by default', () => {
    expect(PAGE_SIZES).toEqual([5, 10, 20, 500, 2000]);
    expect(DEFAULT_PAGE_SIZE).toBe(20);
  });

  it('places a page the server answered among all the rows', () => {
    expect(pagePosition(0, 20, 20, 45)).toEqual({ page: 0, pageCount: 3, from: 1, to: 20, total: 45 });
    expect(pagePosition(2, 20, 5, 45)).toEqual({ page: 2, pageCount: 3, from: 41, to: 45, total: 45 });
    expect(pagePosition(0, 20, 0, 0)).toEqual({ page: 0, pageCount: 1, from: 0, to: 0, total: 0 });
  });
});

describe('sorting by a header', () => {
  it('starts oldest first; a new column sorts ascending, the same one again turns round', () => {
    expect(DEFAULT_SORT).toEqual({ sort: 'createdAt', order: 'asc' });
    expect(nextSort(DEFAULT_SORT, 'name')).toEqual({ sort: 'name', order: 'asc' });
    expect(nextSort({ sort: 'name', order: 'asc' }, 'name')).toEqual({ sort: 'name', order: 'desc' });
    expect(nextSort({ sort: 'name', order: 'desc' }, 'name')).toEqual({ sort: 'name', order: 'asc' });
  });
});
