import { screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { openDialogAtom } from '@/lib/dialogs';
import { renderWithProviders } from '@/testing/render';
import { jsonResponse, mockApi } from '@/testing/test-utils';
import { ResetRequestDialog } from './reset-request-dialog';
import { ResetRequestedDialog } from './reset-requested-dialog';
import { FORM_TEST_TIMEOUT_MS } from '@/testing/forms';

function openResetRequest(email?: string) {
  const store = createStore();
  store.set(openDialogAtom, { kind: 'resetRequest', email });
  return { ...renderWithProviders(<ResetRequestDialog />, { store }), store };
}

async function submit(user: ReturnType<typeof openResetRequest>['user']) {
  const dialog = await screen.findByRole('dialog', { name: 'Elfelejtett jelszó' });
  await user.click(within(dialog).getByRole('button', { name: 'Link küldése' }));
  return dialog;
}

describe('password reset request dialog', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('prefills the e-mail and requires it', async () => {
    const fetchMock = mockApi({});
    const { user } = openResetRequest('tanar@example.org');
    const field = await screen.findByLabelText('E-mail-cím');
    expect(field).toHaveValue('tanar@example.org');

    await user.clear(field);
    await submit(user);
    expect(field).toHaveAccessibleDescription('Kötelező mező');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['WRONG_EMAIL', 'Helytelen email cím'],
    ['NOT_ACTIVATED', 'Ez a fiók még nincs aktiválva.'],
  ])('shows %s under the e-mail field', async (code, text) => {
    mockApi({ 'POST /api/user/password-reset-request': () => jsonResponse(400, { statusCode: 400, message: code }) });
    const { user } = openResetRequest('tanar@example.org');
    await submit(user);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail-cím')).toHaveAccessibleDescription(text);
    await waitFor(() => expect(screen.getByLabelText('E-mail-cím')).toHaveFocus());
  });

  it.each([
    ['isEmail', 'Érvénytelen e-mail-cím'],
    ['maxLength', 'Túl hosszú érték'],
  ])("shows the server's field code %s under the e-mail field in its own words", async (code, text) => {
    mockApi({
      'POST /api/user/password-reset-request': () =>
        jsonResponse(400, { statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: 'email', code }] }),
    });
    const { user } = openResetRequest('tanar@example');
    await submit(user);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail-cím')).toHaveAccessibleDescription(text);
  });

  it('shows a generic error for anything else (the endpoint is not there yet: 404)', async () => {
    mockApi({});
    const { user } = openResetRequest('tanar@example.org');
    const dialog = await submit(user);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Nem sikerült elküldeni a kérést. Kérjük, próbáld újra később.');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('opens the "reset requested" dialog on success', async () => {
    const fetchMock = mockApi({ 'POST /api/user/password-reset-request': () => new Response(null, { status: 201 }) });
    const { user, store } = openResetRequest('tanar@example.org');
    await submit(user);
    await expect.poll(() => store.get(openDialogAtom)).toEqual({ kind: 'resetRequested', email: 'tanar@example.org' });
    expect(JSON.parse(fetchMock.mock.calls[0][1]!.body as string)).toEqual({ email: 'tanar@example.org' });
  });

  it('the request\u2019s last step opens on its message', async () => {
    const store = createStore();
    store.set(openDialogAtom, { kind: 'resetRequested', email: 'tanar@example.org' });
    renderWithProviders(<ResetRequestedDialog />, { store });
    const dialog = await screen.findByRole('dialog', { name: 'Elküldtük a levelet' });
    await waitFor(() => expect(within(dialog).getByText(/címre elküldtük a jelszó helyreállításához/)).toHaveFocus());
  });
});
