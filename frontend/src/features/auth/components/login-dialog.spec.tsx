import { screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { openDialogAtom, type LoginIntent } from '@/lib/dialogs';
import { TOKEN_STORAGE_KEY } from '@/lib/token-storage';
import { renderWithProviders } from '@/testing/render';
import { jsonResponse, makeToken, mockApi, signInAs } from '@/testing/test-utils';
import { LoginDialog } from './login-dialog';

function openLoginDialog(intent?: LoginIntent) {
  const store = createStore();
  store.set(openDialogAtom, { kind: 'login', intent });
  const rendered = renderWithProviders(<LoginDialog />, {
    store,
    routes: [
      { path: '/klub', element: <p>Klub kezdőlap</p> },
      { path: '/klub/profil', element: <p>Profil oldal</p> },
      { path: '/klub/szolgaltatasok', element: <p>Szolgáltatások oldal</p> },
      { path: '/tanar-vagyok', element: <p>Tanároknak oldal</p> },
    ],
  });
  return { ...rendered, store };
}

async function fillAndSubmit(user: ReturnType<typeof openLoginDialog>['user'], email = 'tanar@example.org', password = 'titok123') {
  const dialog = await screen.findByRole('dialog', { name: 'Bejelentkezés' });
  if (email) await user.type(within(dialog).getByLabelText('E-mail-cím'), email);
  if (password) await user.type(within(dialog).getByLabelText('Jelszó'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Bejelentkezés' }));
  return dialog;
}

function loginFailsWith(status: number, message: string) {
  return mockApi({ 'POST /api/user/login': () => jsonResponse(status, { statusCode: status, message }) });
}

describe('login dialog', () => {
  it('opens with focus on the e-mail field, not on the close button', async () => {
    mockApi({});
    openLoginDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Bejelentkezés' });
    await waitFor(() => expect(within(dialog).getByLabelText('E-mail-cím')).toHaveFocus());
  });

  it('shows the required-field error under each empty field and does not call the server', async () => {
    const fetchMock = mockApi({});
    const { user } = openLoginDialog();
    await fillAndSubmit(user, '', '');

    expect(screen.getByLabelText('E-mail-cím')).toHaveAccessibleDescription('Kötelező mező');
    expect(screen.getByLabelText('Jelszó')).toHaveAccessibleDescription('Kötelező mező');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['WRONG_EMAIL', 'E-mail-cím', 'Helytelen email cím'],
    ['NOT_ACTIVATED', 'E-mail-cím', 'Ez a fiók még nincs aktiválva.'],
    ['PASSWORD_NOT_SET', 'E-mail-cím', 'A fiókod már aktív, de még nem állítottál be jelszót. Használd az aktiváló levélben kapott linket, vagy kérj újat az „Elfelejtett jelszó” linkre kattintva.'],
    ['ACCOUNT_DISABLED', 'E-mail-cím', 'Ez a fiók le van tiltva.'],
    ['WRONG_PASSWORD', 'Jelszó', 'Helytelen jelszó'],
  ])('shows the server error %s under the %s field, and focus moves there', async (code, field, text) => {
    loginFailsWith(401, code);
    const { user } = openLoginDialog();
    await fillAndSubmit(user);

    await waitFor(() => expect(screen.getByLabelText(field)).toHaveAccessibleDescription(text));
    const other = field === 'Jelszó' ? 'E-mail-cím' : 'Jelszó';
    expect(screen.getByLabelText(other)).not.toHaveAccessibleDescription(text);
    expect(screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(field)).toHaveFocus());
  });

  it('clears a field error when the field is edited', async () => {
    loginFailsWith(401, 'WRONG_PASSWORD');
    const { user } = openLoginDialog();
    await fillAndSubmit(user);
    const password = screen.getByLabelText('Jelszó');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Helytelen jelszó'));

    await user.type(password, 'x');
    expect(password).not.toHaveAccessibleDescription('Helytelen jelszó');
  });

  it.each([
    ['isEmail', 'E-mail-cím', 'Érvénytelen e-mail-cím'],
    ['maxLength', 'E-mail-cím', 'Túl hosszú érték'],
    ['isNotEmpty', 'Jelszó', 'Kötelező mező'],
  ])("shows the server's field code %s under the %s field in its own words", async (code, field, text) => {
    const path = field === 'Jelszó' ? 'password' : 'email';
    mockApi({
      'POST /api/user/login': () => jsonResponse(400, { statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: path, code }] }),
    });
    const { user } = openLoginDialog();
    await fillAndSubmit(user);
    await waitFor(() => expect(screen.getByLabelText(field)).toHaveAccessibleDescription(text));
  });

  it('shows rate limiting above the form', async () => {
    loginFailsWith(429, 'TOO_MANY_REQUESTS');
    const { user } = openLoginDialog();
    const dialog = await fillAndSubmit(user);
    expect(await within(dialog).findByText(/Túl sok próbálkozás/)).toBeInTheDocument();
    // A stranger's storm never keeps the owner out: a reset link lets them in (issue 38 §2).
    expect(within(dialog).getByText(/az „Elfelejtett jelszó” linkkel új jelszót kérhetsz/)).toBeInTheDocument();
  });

  it('shows a network failure above the form', async () => {
    mockApi({
      'POST /api/user/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = openLoginDialog();
    const dialog = await fillAndSubmit(user);
    expect(await within(dialog).findByText(/Nem sikerült elérni a szervert/)).toBeInTheDocument();
    // A form-level error: an alert, and focus goes to it.
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent(/Nem sikerült elérni a szervert/);
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('keeps the token in sessionStorage by default and goes to the club', async () => {
    const token = makeToken({ firstName: 'Éva' });
    const fetchMock = mockApi({ 'POST /api/user/login': () => jsonResponse(201, { jwt: token }) });
    const { user, router } = openLoginDialog();
    await fillAndSubmit(user);

    expect(await screen.findByText('Klub kezdőlap')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/klub');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(fetchMock.mock.calls[0][1]!.body as string)).toEqual({
      email: 'tanar@example.org',
      password: 'titok123',
      stayLoggedIn: false,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the token in localStorage with "Bejelentkezve maradok"', async () => {
    const token = makeToken();
    const fetchMock = mockApi({ 'POST /api/user/login': () => jsonResponse(201, { jwt: token }) });
    const { user } = openLoginDialog();
    await user.click(await screen.findByRole('checkbox', { name: 'Bejelentkezve maradok' }));
    await fillAndSubmit(user);

    expect(await screen.findByText('Klub kezdőlap')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(fetchMock.mock.calls[0][1]!.body as string)).toMatchObject({ stayLoggedIn: true });
  });

  it('continues to the services list with the kept card id', async () => {
    mockApi({ 'POST /api/user/login': () => jsonResponse(201, { jwt: makeToken() }) });
    const { user, router } = openLoginDialog({ autoOpen: '42' });
    await fillAndSubmit(user);

    expect(await screen.findByText('Szolgáltatások oldal')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ autoOpen: '42' });
  });

  it('continues to the club route that was asked for', async () => {
    mockApi({ 'POST /api/user/login': () => jsonResponse(201, { jwt: makeToken() }) });
    const { user } = openLoginDialog({ returnTo: '/klub/profil' });
    await fillAndSubmit(user);
    expect(await screen.findByText('Profil oldal')).toBeInTheDocument();
  });

  it('redirects straight away when opened while already signed in', async () => {
    signInAs();
    const { store } = openLoginDialog();
    expect(await screen.findByText('Klub kezdőlap')).toBeInTheDocument();
    expect(store.get(openDialogAtom)).toBeNull();
  });

  it('offers the teacher page and the teacher application to non-members', async () => {
    mockApi({});
    const { user, store } = openLoginDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Bejelentkezés' });
    expect(within(dialog).getByText('Még nem vagy klubtag?')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Tudj meg többet' })).toHaveAttribute('href', '/tanar-vagyok');

    await user.click(within(dialog).getByRole('button', { name: 'Jelentkezem' }));
    expect(store.get(openDialogAtom)).toEqual({ kind: 'teacherSignup' });
  });

  it('opens the reset-request dialog with the typed e-mail', async () => {
    mockApi({});
    const { user, store } = openLoginDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Bejelentkezés' });
    await user.type(within(dialog).getByLabelText('E-mail-cím'), 'tanar@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Elfelejtett jelszó' }));
    expect(store.get(openDialogAtom)).toEqual({ kind: 'resetRequest', email: 'tanar@example.org' });
  });
});
