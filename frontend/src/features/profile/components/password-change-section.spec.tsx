import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/lib/token-storage';
import { renderWithProviders } from '@/testing/render';
import { jsonResponse, makeToken, mockApi, signInAs } from '@/testing/test-utils';
import { PasswordChangeSection } from './password-change-section';

const NEW_TOKEN = makeToken({ firstName: 'Éva', nickName: 'Évi' });

function open(answer: () => Response, storage: Storage = sessionStorage) {
  signInAs({ firstName: 'Éva' }, storage);
  const fetchMock = mockApi({ 'POST /api/profile/password': answer });
  const rendered = renderWithProviders(<p>Főoldal</p>, { routes: [{ path: '/klub/profil', element: <PasswordChangeSection /> }], initialEntry: '/klub/profil' });
  return { ...rendered, fetchMock };
}

async function fill(user: ReturnType<typeof open>['user'], current: string, next: string, again = next) {
  await user.click(screen.getByRole('button', { name: 'Jelszó módosítása' }));
  const dialog = await screen.findByRole('dialog', { name: 'Jelszó módosítása' });
  if (current) await user.type(within(dialog).getByLabelText('Jelenlegi jelszó'), current);
  await user.type(within(dialog).getByLabelText('Új jelszó'), next);
  await user.type(within(dialog).getByLabelText('Új jelszó még egyszer'), again);
  await user.click(within(dialog).getByRole('button', { name: 'Új jelszó mentése' }));
  return dialog;
}

describe("changing one's password (issue 22)", { timeout: 15_000 }, () => {
  it('sends the current and the new password, keeps this device signed in with the new token, and says so', async () => {
    const { user, fetchMock } = open(() => jsonResponse(200, { jwt: NEW_TOKEN }));
    await fill(user, 'Regi-jelszo-1', 'Uj-jelszo-2026 nyar');
    const done = await screen.findByRole('dialog', { name: 'Sikeres jelszócsere' });
    expect(done).toHaveTextContent('Minden más eszközön kijelentkeztettünk.');
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/profile/password'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ currentPassword: 'Regi-jelszo-1', password: 'Uj-jelszo-2026 nyar', stayLoggedIn: false });
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe(NEW_TOKEN);
    await user.click(within(done).getByRole('button', { name: 'Rendben' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps a "stay signed in" session where it was, for 30 days again', async () => {
    const { user, fetchMock } = open(() => jsonResponse(200, { jwt: NEW_TOKEN }), localStorage);
    await fill(user, 'Regi-jelszo-1', 'Uj-jelszo-2026 nyar');
    await screen.findByRole('dialog', { name: 'Sikeres jelszócsere' });
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/profile/password'));
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({ stayLoggedIn: true });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(NEW_TOKEN);
  });

  it('checks the form first: the current password is required, the new one twice the same', async () => {
    const { user, fetchMock } = open(() => jsonResponse(200, { jwt: NEW_TOKEN }));
    const dialog = await fill(user, '', 'Uj-jelszo-2026 nyar', 'Uj-jelszo-2026 tel');
    const current = within(dialog).getByLabelText('Jelenlegi jelszó');
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveAccessibleDescription('Kötelező mező');
    expect(within(dialog).getByLabelText('Új jelszó még egyszer')).toHaveAccessibleDescription('A két jelszó nem egyezik meg');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/profile/password'))).toBe(false);
  });

  it.each([
    ['a wrong current password', 400, 'WRONG_PASSWORD', 'Helytelen jelszó'],
    ['too many wrong ones, in sign-in\u2019s words', 429, 'TOO_MANY_REQUESTS', 'Túl sok próbálkozás. Kérjük, várj néhány percet, majd próbáld újra.'],
  ])('says so under the current password on %s, changing nothing here', async (_case, status, message, text) => {
    const { user } = open(() => jsonResponse(status, { statusCode: status, message }));
    const dialog = await fill(user, 'Rossz-jelszo-1', 'Uj-jelszo-2026 nyar');
    const current = within(dialog).getByLabelText('Jelenlegi jelszó');
    await waitFor(() => expect(current).toHaveAccessibleDescription(text));
    await waitFor(() => expect(current).toHaveFocus());
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).not.toBe(NEW_TOKEN);
  });

  it('keeps a new password the server finds too easy to guess on the form, saying why', async () => {
    const { user } = open(() => jsonResponse(400, { statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: 'password', code: 'weakPassword' }] }));
    const dialog = await fill(user, 'Regi-jelszo-1', 'Jelszo2026!x');
    await waitFor(() => expect(within(dialog).getByLabelText('Új jelszó')).toHaveAccessibleDescription(expect.stringContaining('Ezt a jelszót könnyű kitalálni')));
  });
});
