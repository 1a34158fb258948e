import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// Loaded up front so the lazy route's first render does not count against a test's time.
import '@/app/routes/admin/users';
import { jsonResponse } from '@/testing/test-utils';
import { makeDetail } from '../../testing/admin-fixtures';
import { kovacs, openUsersScreen, reka, reviewedTable, rowOf, serveUsers, unactivatedTable } from '../../testing/users-screen';
import '../../testing/patience';
import type { SignupStatus } from '@backend/modules/catalogue/domain/signup-status';

const DIALOG = 'Kovács Péter jelentkezésének elutasítása';
const REASON = 'Az elutasítás oka (nem kötelező)';

/** Opens the rejection dialog from the applicant's row menu. */
async function openRejection(user: Awaited<ReturnType<typeof openUsersScreen>>['user']) {
  await user.click(within(rowOf(unactivatedTable(), 'Kovács Péter')).getByRole('button', { name: 'További műveletek: Kovács Péter' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Elutasítás' }));
  return screen.findByRole('dialog', { name: DIALOG });
}

const disableBodies = (fetchMock: ReturnType<typeof serveUsers>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/admin/users/disable')).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('rejecting an applicant and blocking a member (issue 41 §1)', { timeout: 15_000 }, () => {
  it('offers "Elutasítás" on an applicant and "Tiltás" on an activated member', async () => {
    serveUsers([kovacs(), reka()]);
    const { user } = await openUsersScreen();
    await user.click(screen.getByRole('button', { name: 'További műveletek: Kovács Péter' }));
    expect(await screen.findByRole('menuitem', { name: 'Elutasítás' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Tiltás' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'További műveletek: Balogh Réka' }));
    expect(await screen.findByRole('menuitem', { name: 'Tiltás' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Elutasítás' })).not.toBeInTheDocument();
  });

  it('asks in its own dialog, sends the reason, says so and shows the applicant as Elutasítva', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const fetchMock = serveUsers([kovacs()]);
    const { user } = await openUsersScreen();
    const dialog = await openRejection(user);

    expect(within(dialog).getByText(/A jelentkező e-mailben értesítést kap az elutasításról\./)).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: REASON });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('maxlength', '1000');
    await user.type(field, 'Nem tanár.');
    expect(within(dialog).getByText('Még 990 karakter írható.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Elutasítás' }));

    expect(await screen.findByText('Kovács Péter jelentkezését elutasítottuk, és e-mailben értesítettük.')).toBeInTheDocument();
    expect(disableBodies(fetchMock)).toEqual([{ userId: 'u-kovacs', reason: 'Nem tanár.' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DIALOG })).not.toBeInTheDocument());
    await waitFor(() => expect(within(rowOf(reviewedTable(), 'Kovács Péter')).getByText('Elutasítva')).toBeInTheDocument());
    expect(confirm).not.toHaveBeenCalled();
  });

  it('sends the user id only when no reason is given (a blank one is none)', async () => {
    const fetchMock = serveUsers([kovacs()]);
    const { user } = await openUsersScreen();
    const dialog = await openRejection(user);
    await user.type(within(dialog).getByRole('textbox', { name: REASON }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Elutasítás' }));

    expect(await screen.findByText('Kovács Péter jelentkezését elutasítottuk, és e-mailben értesítettük.')).toBeInTheDocument();
    expect(disableBodies(fetchMock)).toEqual([{ userId: 'u-kovacs' }]);
  });

  it('shows a refused reason at the field and keeps the dialog and the text', async () => {
    serveUsers([kovacs()], {
      'POST /api/admin/users/disable': () =>
        jsonResponse(400, { statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: 'reason', code: 'maxLength' }] }),
    });
    const { user } = await openUsersScreen();
    const dialog = await openRejection(user);
    const field = within(dialog).getByRole('textbox', { name: REASON });
    await user.type(field, 'Hosszú indoklás');
    await user.click(within(dialog).getByRole('button', { name: 'Elutasítás' }));

    expect(await within(dialog).findByText('Túl hosszú érték')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('Hosszú indoklás');
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByRole('dialog', { name: DIALOG })).toBeInTheDocument();
  });

  it('shows any other failure in the dialog, in Hungarian', async () => {
    serveUsers([kovacs()], {
      'POST /api/admin/users/disable': () => jsonResponse(409, { statusCode: 409, message: 'CANNOT_DISABLE_SELF' }),
    });
    const { user } = await openUsersScreen();
    const dialog = await openRejection(user);
    await user.click(within(dialog).getByRole('button', { name: 'Elutasítás' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Saját magadat nem tilthatod le.');
    expect(screen.getByRole('dialog', { name: DIALOG })).toBeInTheDocument();
  });

  it.each([
    ['Mégse', (user: Awaited<ReturnType<typeof openUsersScreen>>['user'], dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Mégse' }))],
    ['Escape', (user: Awaited<ReturnType<typeof openUsersScreen>>['user']) => user.keyboard('{Escape}')],
  ])('%s closes the dialog without sending anything', async (_, close) => {
    const fetchMock = serveUsers([kovacs()]);
    const { user } = await openUsersScreen();
    const dialog = await openRejection(user);
    await user.type(within(dialog).getByRole('textbox', { name: REASON }), 'Mégsem');
    await close(user, dialog);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: DIALOG })).not.toBeInTheDocument());
    expect(disableBodies(fetchMock)).toEqual([]);
    expect(within(rowOf(unactivatedTable(), 'Kovács Péter')).getByRole('button', { name: 'Aktiválás' })).toBeInTheDocument();
  });

  describe('blocking a member', () => {
    const BLOCK = 'Balogh Réka tiltása?';
    const joined = (name: string, status: SignupStatus) => ({
      id: `s-${name}`,
      name,
      user_service: { createdAt: '2026-11-02T09:00:00.000Z', onWaitList: status === 'waitlisted', status },
    });
    async function openBlock(extra = {}) {
      const fetchMock = serveUsers([reka()], {
        'GET /api/admin/users/u-reka': () =>
          jsonResponse(200, makeDetail(reka(), [joined('Robotika', 'approved'), joined('Vizsgakupon', 'awaiting'), joined('Webinárium', 'waitlisted'), joined('Régi', 'rejected')])),
        ...extra,
      });
      const { user } = await openUsersScreen();
      await user.click(screen.getByRole('button', { name: 'További műveletek: Balogh Réka' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Tiltás' }));
      return { fetchMock, user, dialog: await screen.findByRole('dialog', { name: BLOCK }) };
    }

    it('shows what the block does to her places before staff confirm, then blocks with the reason', async () => {
      const confirm = vi.spyOn(window, 'confirm');
      const { fetchMock, user, dialog } = await openBlock();
      const consequences = await within(dialog).findByRole('list', { name: 'A tiltás következményei' });
      expect(within(consequences).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        '2 helyet szabadít fel („Robotika”, „Vizsgakupon”); a várólistán következők a helyére lépnek.',
        '1 várólistáról kerül le („Webinárium”).',
        'A jelentkezéseihez kapott kuponkódok érvényüket vesztik, és senki más nem kapja meg őket.',
      ]);
      await user.type(within(dialog).getByRole('textbox', { name: 'A tiltás oka (nem kötelező)' }), 'Nem jelent meg.');
      await user.click(within(dialog).getByRole('button', { name: 'Tiltás' }));

      expect(await screen.findByText('Balogh Réka letiltva. Helyeit felszabadítottuk, és e-mailben értesítettük.')).toBeInTheDocument();
      expect(disableBodies(fetchMock)).toEqual([{ userId: 'u-reka', reason: 'Nem jelent meg.' }]);
      await waitFor(() => expect(within(rowOf(reviewedTable(), 'Balogh Réka')).getByText('Elutasítva')).toBeInTheDocument());
      expect(confirm).not.toHaveBeenCalled();
    });

    it('says so when she holds no place, and sends nothing when cancelled', async () => {
      const { fetchMock, user, dialog } = await openBlock({ 'GET /api/admin/users/u-reka': () => jsonResponse(200, makeDetail(reka(), [])) });
      expect(await within(dialog).findByText('Nincs élő jelentkezése, így helyet nem szabadít fel.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Mégse' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: BLOCK })).not.toBeInTheDocument());
      expect(disableBodies(fetchMock)).toEqual([]);
    });
  });
});
