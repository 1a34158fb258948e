import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { jsonResponse, mockApi } from '@/testing/test-utils';
import { makeDetail, makeUser } from '../../testing/admin-fixtures';
import { AdminToaster } from '@/components/ui/admin-toaster';
import { UserEditDialog } from './user-edit-dialog';
import '../../testing/patience';
import type { AdminUserDetailView } from '@backend/contract/admin-users';

const member = () =>
  makeUser({
    id: 'u-reka',
    lastName: 'Balogh',
    firstName: 'Réka',
    fullName: 'Balogh Réka',
    email: 'balogh.reka@example.org',
    phone: '+36 70 777 8899',
    zip: '9021',
    city: 'Győr',
    personalId: '73456789013',
    schoolOm: '900005',
    school: { id: 's5', om: '900005', name: 'Próba Technikum' },
    activated: true,
    createdAt: '2026-11-03T08:00:00.000Z',
    gimnazium: true,
    szakmaiTargy: true,
  });

async function openDialog(detail: AdminUserDetailView, put?: (init?: RequestInit) => Response) {
  const fetchMock = mockApi({
    [`GET /api/admin/users/${detail.id}`]: () => jsonResponse(200, detail),
    ...(put ? { [`PUT /api/admin/users/${detail.id}`]: put } : {}),
  });
  const { services: _services, ...row } = detail;
  const onClose = vi.fn();
  const { user } = renderWithProviders(
    <>
      <AdminToaster />
      <UserEditDialog user={row} onClose={onClose} />
    </>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Felhasználó adatai' });
  // A form dialog opens on its first field, not on the close button before it.
  await waitFor(() => expect(within(dialog).getAllByRole('textbox')[0]).toHaveFocus());
  return { user, dialog, fetchMock, onClose };
}

describe('the user edit dialog', { timeout: 15_000 }, () => {
  it('says when a data check waits on the member (issue 41 §3)', async () => {
    const { dialog } = await openDialog(makeDetail({ ...member(), needsProfileCheck: true }));
    expect(within(dialog).getByLabelText('Adategyeztetés')).toHaveValue('Függőben: még nem mentette el a profilját');
  });

  it('shows no data check for a member who has none pending', async () => {
    const { dialog } = await openDialog(makeDetail(member()));
    expect(within(dialog).queryByLabelText('Adategyeztetés')).not.toBeInTheDocument();
  });

  it('shows the editable fields filled in and the read-only ones locked', async () => {
    const { dialog } = await openDialog(makeDetail(member()));
    expect(within(dialog).getByLabelText('Vezetéknév')).toHaveValue('Balogh');
    expect(within(dialog).getByLabelText('Keresztnév')).toHaveValue('Réka');
    expect(within(dialog).getByLabelText('E-mail-cím')).toHaveValue('balogh.reka@example.org');
    expect(within(dialog).getByLabelText('Telefonszám')).toHaveValue('+36 70 777 8899');
    expect(within(dialog).getByLabelText('Irányítószám')).toHaveValue('9021');
    expect(within(dialog).getByLabelText('Település')).toHaveValue('Győr');

    const personalId = within(dialog).getByLabelText('Oktatási azonosító');
    expect(personalId).toHaveValue('73456789013');
    expect(personalId).toHaveAttribute('readonly');
    const registered = within(dialog).getByLabelText('Regisztráció dátuma');
    expect(registered).toHaveValue('2026. november 3.');
    expect(registered).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Állapot')).toHaveValue('Aktiválva, nincs regisztrálva');
    expect(within(dialog).getByLabelText('Iskola')).toHaveValue('Próba Technikum (OM 900005)');
  });

  it('shows the five school levels as read-only checkboxes', async () => {
    const { dialog } = await openDialog(makeDetail(member()));
    const levels = ['Általános iskola', 'Gimnázium', 'Technikum', 'Szakmai tárgy', 'Felsőoktatás'];
    const boxes = levels.map((name) => within(dialog).getByRole('checkbox', { name }));
    boxes.forEach((box) => expect(box).toBeDisabled());
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, true, false, true, false]);
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(5);
  });

  it('says when the member has joined no service', async () => {
    const { dialog } = await openDialog(makeDetail(member()));
    expect(await within(dialog).findByText('Még nem jelentkezett szolgáltatásra')).toBeInTheDocument();
  });

  it('lists joined services with their dates and where each sign-up stands, a rejected one too', async () => {
    const { dialog } = await openDialog(
      makeDetail(member(), [
        { id: 's1', name: 'Python alapok', user_service: { createdAt: '2026-10-01T10:00:00.000Z', onWaitList: false, status: 'approved' } },
        { id: 's2', name: 'Felhő workshop', user_service: { createdAt: '2026-10-05T10:00:00.000Z', onWaitList: true, status: 'waitlisted' } },
        { id: 's3', name: 'Robotika', user_service: { createdAt: '2026-10-06T10:00:00.000Z', onWaitList: false, status: 'rejected' } },
        { id: 's4', name: 'Mentorálás', user_service: { createdAt: '2026-10-07T10:00:00.000Z', onWaitList: false, status: 'awaiting' } },
      ]),
    );
    const region = within(dialog).getByRole('region', { name: 'Szolgáltatások' });
    const services = await within(region).findAllByRole('listitem');
    expect(services.map((item) => item.textContent)).toEqual([
      'Python alapok2026. október 1. 12:00Jóváhagyva',
      'Felhő workshop2026. október 5. 12:00Várólistán',
      'Robotika2026. október 6. 12:00Elutasítva',
      'Mentorálás2026. október 7. 12:00Jóváhagyásra vár',
    ]);
  });

  it('keeps the zip numeric and ignores the arrow keys', async () => {
    const { user, dialog } = await openDialog(makeDetail(member()));
    const zip = within(dialog).getByLabelText('Irányítószám');
    await user.clear(zip);
    await user.type(zip, '1a2b3');
    expect(zip).toHaveValue('123');
    expect(fireEvent.keyDown(zip, { key: 'ArrowUp' })).toBe(false);
    expect(fireEvent.keyDown(zip, { key: 'ArrowDown' })).toBe(false);
    expect(fireEvent.keyDown(zip, { key: '4' })).toBe(true);
  });

  it('saves the six editable fields and closes', async () => {
    const detail = makeDetail(member());
    const { user, dialog, fetchMock, onClose } = await openDialog(detail, (init) =>
      jsonResponse(200, { ...detail, ...JSON.parse(String(init?.body)), fullName: 'Balogh-Kiss Réka' }),
    );
    const lastName = within(dialog).getByLabelText('Vezetéknév');
    await user.clear(lastName);
    await user.type(lastName, 'Balogh-Kiss');
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));

    expect(await screen.findByText('Balogh-Kiss Réka adatait elmentettük.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      lastName: 'Balogh-Kiss',
      firstName: 'Réka',
      email: 'balogh.reka@example.org',
      phone: '+36 70 777 8899',
      zip: '9021',
      city: 'Győr',
    });
  });

  it('says what a new address ends before staff save it', async () => {
    const { user, dialog } = await openDialog(makeDetail(member()));
    const email = within(dialog).getByLabelText('E-mail-cím');
    expect(email).not.toHaveAccessibleDescription(/régi címre/);
    await user.clear(email);
    await user.type(email, 'balogh.reka@iskola.hu');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('a régi címre küldött linkek érvényüket vesztik'));
    await user.clear(email);
    await user.type(email, 'Balogh.Reka@example.org');
    expect(email).not.toHaveAccessibleDescription(/régi címre/);
  });

  it('shows EMAIL_TAKEN under the e-mail field and keeps the dialog open', async () => {
    const { user, dialog } = await openDialog(makeDetail(member()), () => jsonResponse(409, { statusCode: 409, message: 'EMAIL_TAKEN' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(within(dialog).getByLabelText('E-mail-cím')).toHaveAccessibleDescription('Ez az email cím már foglalt.'));
    await waitFor(() => expect(within(dialog).getByLabelText('E-mail-cím')).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Felhasználó adatai' })).toBeInTheDocument();
  });

  it('shows server validation errors under their fields', async () => {
    const { user, dialog } = await openDialog(makeDetail(member()), () =>
      jsonResponse(400, { statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: 'phone', code: 'matches' }] }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Telefonszám')).toHaveAccessibleDescription('Érvénytelen telefonszám'));
  });

  it('does not send empty required fields', async () => {
    const { user, dialog, fetchMock } = await openDialog(makeDetail(member()), () => jsonResponse(200, member()));
    await user.clear(within(dialog).getByLabelText('Település'));
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    expect(within(dialog).getByLabelText('Település')).toHaveAccessibleDescription('Kötelező mező');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
