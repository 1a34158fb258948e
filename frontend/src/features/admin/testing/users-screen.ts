import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { jsonResponse, mockApi, renderApp, signInAs } from '@/testing/test-utils';
import { foldText, searchWords } from '@backend/shared/search-text';
import { hu } from '@/i18n/hu';
import { isReviewed, isUnactivated } from '../lib/user-rules';
import { makeDetail, makeUser } from './admin-fixtures';
import type { AdminUserView } from '@backend/contract/admin-users';

// The users screen's specs share this stand-in server and the ways to reach its two tables.

type Handler = (init?: RequestInit) => Response | Promise<Response>;

/** GET /admin/users as the server answers it: a table, searched by every word, sorted and paged. */
function answerUsers(users: AdminUserView[], query: URLSearchParams) {
  const table = query.get('table');
  const words = searchWords(query.get('search') ?? '');
  const rows = users
    .filter((user) => (table === 'unactivated' ? isUnactivated(user) : table === 'activated' ? isReviewed(user) : true))
    .filter((user) => words.every((word) => foldText(`${user.fullName} ${user.email}`).includes(word)));
  const direction = query.get('order') === 'desc' ? -1 : 1;
  if (query.get('sort') === 'name') rows.sort((a, b) => a.fullName.localeCompare(b.fullName, 'hu') * direction);
  if (query.get('sort') === 'school') rows.sort((a, b) => (a.school?.name ?? '').localeCompare(b.school?.name ?? '', 'hu') * direction);
  if (!query.has('page')) return rows;
  const page = Number(query.get('page'));
  const pageSize = Number(query.get('pageSize'));
  return { total: rows.length, page, pageSize, items: rows.slice((page - 1) * pageSize, page * pageSize) };
}

/** A tiny stand-in for the users API whose state follows the actions. */
export function serveUsers(initial: AdminUserView[], extra: Record<string, Handler> = {}) {
  let users = [...initial];
  const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as { userId: string };
  const change = (userId: string, patch: Partial<AdminUserView>) => {
    users = users.map((user) => (user.id === userId ? { ...user, ...patch } : user));
    return jsonResponse(200, users.find((user) => user.id === userId));
  };
  const details = Object.fromEntries(
    initial.map((user) => [`GET /api/admin/users/${user.id}`, () => jsonResponse(200, makeDetail(users.find((u) => u.id === user.id)!))]),
  );
  return mockApi({
    'GET /api/admin/users': (_, url) => jsonResponse(200, answerUsers(users, url.searchParams)),
    'GET /api/admin/schools': () => jsonResponse(200, [{ id: 's1', om: '900001', name: 'Példa Gimnázium', city: 'Budapest' }]),
    'POST /api/admin/users/activate': (init) => change(bodyOf(init).userId, { activated: true }),
    'POST /api/admin/users/disable': (init) => change(bodyOf(init).userId, { activated: false, rejected: true }),
    'POST /api/admin/users/delete': (init) => {
      users = users.filter((user) => user.id !== bodyOf(init).userId);
      return jsonResponse(200, {});
    },
    ...details,
    ...extra,
  });
}

/** An applicant waiting in the unactivated table. */
export const kovacs = () => makeUser({ id: 'u-kovacs', lastName: 'Kovács', firstName: 'Péter', fullName: 'Kovács Péter', email: 'kovacs.peter@example.org' });
/** An activated member, in the other table. */
export const reka = () => makeUser({ id: 'u-reka', lastName: 'Balogh', firstName: 'Réka', fullName: 'Balogh Réka', activated: true });

export async function openUsersScreen() {
  signInAs({ admin: true, sub: 'u-admin' });
  const rendered = renderApp('/klub/admin/felhasznalok');
  // The first render loads the lazy route: allow for a cold start.
  await screen.findByRole('heading', { level: 2, name: 'Aktivált és elutasított tagok' }, { timeout: 5000 });
  // Each table loads its own rows: wait until both have answered.
  await waitFor(() => expect(screen.queryByText(hu.common.loading)).not.toBeInTheDocument());
  return rendered;
}

export const unactivatedTable = () => screen.getByRole('table', { name: 'Aktiválásra váró jelentkezők' });
export const reviewedTable = () => screen.getByRole('table', { name: 'Aktivált és elutasított tagok' });
export const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('row', { name: new RegExp(name) });
export const namesIn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    // The name cell (after the applicants' tick box) shows the name over the e-mail address.
    .map((row) => within(row).getAllByRole('cell').find((cell) => !within(cell).queryByRole('checkbox'))?.firstElementChild?.textContent);
