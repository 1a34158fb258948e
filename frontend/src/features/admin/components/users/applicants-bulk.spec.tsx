import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// Loaded up front so the lazy route's first render does not count against a test's time.
import '@/app/routes/admin/users';
import { jsonResponse } from '@/testing/test-utils';
import { makeUser } from '../../testing/admin-fixtures';
import { kovacs, openUsersScreen, serveUsers, unactivatedTable } from '../../testing/users-screen';
import '../../testing/patience';
import { openDownload } from '@/lib/open-download';

vi.mock('@/lib/open-download', () => ({ openDownload: vi.fn() }));

const varga = () => makeUser({ id: 'u-varga', lastName: 'Varga', firstName: 'Júlia', fullName: 'Varga Júlia' });
const bulkBodies = (fetchMock: ReturnType<typeof serveUsers>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/admin/users/bulk')).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('reviewing applicants in bulk (issue 41 §7)', { timeout: 15_000 }, () => {
  it('activates the ticked applicants at once and says so', async () => {
    const fetchMock = serveUsers([kovacs(), varga()], {
      'POST /api/admin/users/bulk': () => jsonResponse(200, { outcomes: [{ userId: 'u-kovacs', done: true }, { userId: 'u-varga', done: true }] }),
    });
    const { user } = await openUsersScreen();
    expect(screen.queryByRole('group', { name: 'Kijelölt jelentkezők' })).not.toBeInTheDocument();
    await user.click(within(unactivatedTable()).getByRole('checkbox', { name: 'Az összes jelentkező kijelölése' }));
    const bar = screen.getByRole('group', { name: 'Kijelölt jelentkezők' });
    expect(bar).toHaveTextContent('2 kijelölve');
    await user.click(within(bar).getByRole('button', { name: 'Aktiválás' }));
    expect(await screen.findByText('2 jelentkezőt aktiváltunk, és e-mailben értesítettük őket.')).toBeInTheDocument();
    expect(bulkBodies(fetchMock)).toEqual([{ action: 'activate', userIds: ['u-kovacs', 'u-varga'] }]);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Kijelölt jelentkezők' })).not.toBeInTheDocument());
  });

  it('asks before rejecting, and says who could not be rejected and why', async () => {
    const fetchMock = serveUsers([kovacs(), varga()], {
      'POST /api/admin/users/bulk': () => jsonResponse(200, { outcomes: [{ userId: 'u-varga', done: true }, { userId: 'u-kovacs', error: 'ALREADY_ACTIVATED' }] }),
    });
    const { user } = await openUsersScreen();
    await user.click(within(unactivatedTable()).getByRole('checkbox', { name: 'Kijelölés: Varga Júlia' }));
    await user.click(within(unactivatedTable()).getByRole('checkbox', { name: 'Kijelölés: Kovács Péter' }));
    await user.click(within(screen.getByRole('group', { name: 'Kijelölt jelentkezők' })).getByRole('button', { name: 'Elutasítás' }));
    const question = await screen.findByRole('alertdialog', { name: '2 jelentkező elutasítása?' });
    expect(bulkBodies(fetchMock)).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Elutasítás' }));
    expect(await screen.findByText(/^1 jelentkezőt elutasítottunk, és e-mailben értesítettük őket\. 1 jelentkezőnél nem sikerült: Ez a tag már aktiválva van/)).toBeInTheDocument();
    expect(bulkBodies(fetchMock)).toEqual([{ action: 'reject', userIds: ['u-kovacs', 'u-varga'] }]);
  });

  it('exports the ticked applicants alone', async () => {
    serveUsers([kovacs(), varga()], { 'GET /api/materials/downloadtoken': () => jsonResponse(200, { token: 'tok' }) });
    const { user } = await openUsersScreen();
    await user.click(within(unactivatedTable()).getByRole('checkbox', { name: 'Kijelölés: Varga Júlia' }));
    await user.click(within(screen.getByRole('group', { name: 'Kijelölt jelentkezők' })).getByRole('button', { name: 'Kijelöltek exportálása (XLSX)' }));
    await waitFor(() => expect(openDownload).toHaveBeenCalledWith('/api/admin/users/export?users=u-varga&token=tok'));
  });
});
