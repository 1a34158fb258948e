import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/lib/token-storage';
import { jsonResponse, makeToken, mockApi, renderApp } from '@/testing/test-utils';
import { FORM_TEST_TIMEOUT_MS, allowSlowForms, enter } from '@/testing/forms';

allowSlowForms();

const invalidCode = () => jsonResponse(400, { statusCode: 400, message: 'INVALID_CODE' });
const validCode = () => jsonResponse(200, { email: 'kiss.eva@example.org' });

async function fillPasswords(user: ReturnType<typeof renderApp>['user'], password: string, confirmation: string) {
  await enter(user, await screen.findByLabelText('Jelszó'), password);
  await enter(user, screen.getByLabelText('Jelszó még egyszer'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Jelszó beállítása és belépés' }));
}

describe('activation page /jelentkezes-veglegesites (SPEC §2, §5, §8)', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('shows the error panel for an invalid code, with the support address and a way back', async () => {
    mockApi({ 'POST /api/user/verifyactivationcode': invalidCode });
    const { user, router } = renderApp('/jelentkezes-veglegesites?q=rossz-kod');

    expect(await screen.findByRole('heading', { level: 1, name: 'Helytelen aktivációs kód' })).toBeInTheDocument();
    expect(screen.getByText(/már nem működik/)).toBeInTheDocument();
    expect(screen.getByText(/jelentkezz be/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@example.org' })).toHaveAttribute('href', 'mailto:support@example.org');

    await user.click(screen.getByRole('link', { name: 'Vissza a főoldalra' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the error panel without a code at all', async () => {
    const fetchMock = mockApi({});
    renderApp('/jelentkezes-veglegesites');
    expect(await screen.findByRole('heading', { level: 1, name: 'Helytelen aktivációs kód' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the e-mail and marks both fields when the passwords differ, until the next edit', async () => {
    const fetchMock = mockApi({ 'POST /api/user/verifyactivationcode': validCode });
    const { user } = renderApp('/jelentkezes-veglegesites?q=jo-kod');
    expect(await screen.findByDisplayValue('kiss.eva@example.org')).toHaveAttribute('readonly');
    await fillPasswords(user, 'Titkos-jelszo-1', 'Titkos-jelszo-2');

    const password = screen.getByLabelText('Jelszó');
    const confirmation = screen.getByLabelText('Jelszó még egyszer');
    expect(confirmation).toHaveAccessibleDescription('A két jelszó nem egyezik meg');
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    // Both are marked; focus goes to the one that says why.
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/setpassword'))).toBe(false);

    await user.type(confirmation, 'x');
    expect(confirmation).not.toHaveAccessibleDescription('A két jelszó nem egyezik meg');
    expect(password).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('sets the password, signs the member in for this session and goes to /klub', async () => {
    const token = makeToken({ firstName: 'Éva' });
    const fetchMock = mockApi({
      'POST /api/user/verifyactivationcode': validCode,
      'POST /api/user/setpassword': () => jsonResponse(200, { jwt: token }),
      'GET /api/profile': () => jsonResponse(200, { needsProfileCheck: false }),
    });
    const { user, router } = renderApp('/jelentkezes-veglegesites?q=jo-kod');
    await fillPasswords(user, 'Titkos-jelszo-1', 'Titkos-jelszo-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Szia, Éva!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/klub');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/setpassword'));
    expect(JSON.parse(call![1]!.body as string)).toEqual({ q: 'jo-kod', password: 'Titkos-jelszo-1' });
  });

  it('asks for 10 characters before calling the server', async () => {
    mockApi({ 'POST /api/user/verifyactivationcode': validCode });
    const { user } = renderApp('/jelentkezes-veglegesites?q=jo-kod');
    await fillPasswords(user, 'rovid1234', 'rovid1234');
    expect(screen.getByLabelText('Jelszó')).toHaveAccessibleDescription(/legalább 10 karakterből/);
  });

  it('keeps the form and says why when the server finds the password easy to guess', async () => {
    mockApi({
      'POST /api/user/verifyactivationcode': validCode,
      'POST /api/user/setpassword': () => jsonResponse(400, { statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: 'password', code: 'weakPassword' }] }),
    });
    const { user } = renderApp('/jelentkezes-veglegesites?q=jo-kod');
    await fillPasswords(user, 'Jelszo2026!', 'Jelszo2026!');
    await waitFor(() => expect(screen.getByLabelText('Jelszó')).toHaveAccessibleDescription(/könnyű kitalálni/));
    await waitFor(() => expect(screen.getByLabelText('Jelszó')).toHaveFocus());
    expect(screen.queryByRole('heading', { level: 1, name: 'Helytelen aktivációs kód' })).not.toBeInTheDocument();
  });

  it('shows the error panel when setting the password fails', async () => {
    mockApi({ 'POST /api/user/verifyactivationcode': validCode, 'POST /api/user/setpassword': invalidCode });
    const { user } = renderApp('/jelentkezes-veglegesites?q=jo-kod');
    await fillPasswords(user, 'Titkos-jelszo-1', 'Titkos-jelszo-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Helytelen aktivációs kód' })).toBeInTheDocument();
    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent(/már nem működik/);
    await waitFor(() => expect(panel).toHaveFocus());
  });

  it('once the link is checked, opens the form on the password field and says the link works', async () => {
    mockApi({ 'POST /api/user/verifyactivationcode': validCode });
    renderApp('/jelentkezes-veglegesites?q=jo-kod');
    await waitFor(() => expect(screen.getByLabelText('Jelszó')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('A link érvényes, kitöltheted az űrlapot.');
  });
});
