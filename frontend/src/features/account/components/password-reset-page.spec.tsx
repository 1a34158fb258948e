import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderApp } from '@/testing/test-utils';
import { FORM_TEST_TIMEOUT_MS, allowSlowForms, enter } from '@/testing/forms';

allowSlowForms();

const invalidCode = () => jsonResponse(400, { statusCode: 400, message: 'INVALID_CODE' });
const validCode = () => jsonResponse(200, { email: 'kiss.eva@example.org' });

describe('password reset page /jelszo-helyreallitas (SPEC §2, §8)', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('shows the reset error panel for an invalid code', async () => {
    mockApi({ 'POST /api/user/verifyresetcode': invalidCode });
    renderApp('/jelszo-helyreallitas?q=rossz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Helytelen helyreállító kód' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@example.org' })).toBeInTheDocument();
  });

  it('saves the new password, shows the success dialog and returns to /', async () => {
    const fetchMock = mockApi({
      'POST /api/user/verifyresetcode': validCode,
      'POST /api/user/password-reset': () => jsonResponse(200, {}),
    });
    const { user, router } = renderApp('/jelszo-helyreallitas?q=jo-kod');
    await enter(user, await screen.findByLabelText('Jelszó'), 'Uj-jelszo-2026');
    await enter(user, screen.getByLabelText('Jelszó még egyszer'), 'Uj-jelszo-2026');
    await user.click(screen.getByRole('button', { name: 'Új jelszó mentése' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sikeres jelszócsere' }, { timeout: 4000 });
    // The last step opens on its message.
    await waitFor(() => expect(within(dialog).getByText('Az új jelszavaddal most már bejelentkezhetsz a klubba.')).toHaveFocus());
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/password-reset'));
    expect(JSON.parse(call![1]!.body as string)).toEqual({ q: 'jo-kod', password: 'Uj-jelszo-2026' });
    await user.click(within(dialog).getByRole('button', { name: 'Rendben' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the panel when the reset call fails', async () => {
    mockApi({ 'POST /api/user/verifyresetcode': validCode, 'POST /api/user/password-reset': invalidCode });
    const { user } = renderApp('/jelszo-helyreallitas?q=jo-kod');
    await enter(user, await screen.findByLabelText('Jelszó'), 'Uj-jelszo-2026');
    await enter(user, screen.getByLabelText('Jelszó még egyszer'), 'Uj-jelszo-2026');
    await user.click(screen.getByRole('button', { name: 'Új jelszó mentése' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Helytelen helyreállító kód' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
  });
});
