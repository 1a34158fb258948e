import { describe, expect, it } from 'vitest';
import { makeUser } from '../testing/admin-fixtures';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, matchesSearch, paginate } from './users-table-state';

describe('search of the activated table (SPEC §9)', () => {
  const user = makeUser({ lastName: 'Kovács', firstName: 'Péter', fullName: 'Kovács Péter', email: 'kp@iskola.example.org' });

  it.each(['Kovács', 'kovács péter', 'PÉTER', 'kovacs', 'iskola.example', 'KP@'])('finds "%s"', (search) => {
    expect(matchesSearch(user, search)).toBe(true);
  });

  it('does not match other fields or other names', () => {
    expect(matchesSearch(user, 'Budapest')).toBe(false);
    expect(matchesSearch(user, 'Péter Kovács')).toBe(false);
  });

  it('matches everyone with an empty search', () => {
    expect(matchesSearch(user, '  ')).toBe(true);
  });
});

describe('paging (SPEC §9)', () => {
  it('offers 5, 10, 20, 500 and 2000 rows, 20 by default', () => {
    expect(PAGE_SIZES).toEqual([5, 10, 20, 500, 2000]);
    expect(DEFAULT_PAGE_SIZE).toBe(20);
  });

  const rows = Array.from({ length: 45 }, (_, i) => i + 1);

  it('cuts pages of the chosen size', () => {
    expect(paginate(rows, 0, 20)).toMatchObject({ from: 1, to: 20, total: 45, pageCount: 3 });
    expect(paginate(rows, 2, 20)).toMatchObject({ rows: [41, 42, 43, 44, 45], from: 41, to: 45 });
  });

  it('stays on the last page when the rows shrink', () => {
    expect(paginate(rows.slice(0, 10), 2, 20)).toMatchObject({ page: 0, from: 1, to: 10 });
  });

  it('reports an empty table', () => {
    expect(paginate([], 0, 20)).toMatchObject({ rows: [], from: 0, to: 0, total: 0, pageCount: 1 });
  });
});
