import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reportUnauthenticated } from '@/lib/api-client';
import { TOKEN_STORAGE_KEY } from '@/lib/token-storage';
import { enter } from '@/testing/forms';
import { jsonResponse, makeToken, mockApi, renderApp, signInAs } from '@/testing/test-utils';

const EXPIRED = 'A munkameneted lejárt, jelentkezz be újra.';
const unauthenticated = () => jsonResponse(401, { statusCode: 401, message: 'UNAUTHENTICATED' });
const signInDialog = (timeout = 10_000) => screen.findByRole('dialog', { name: 'Bejelentkezés' }, { timeout });

describe('a session that ends under the member', { timeout: 30_000 }, () => {
  it('a 401 on a club page: signed out, offline copies forgotten, the sign-in dialog says why and leads back', async () => {
    signInAs({}, localStorage);
    localStorage.setItem('offline:user-1:services', JSON.stringify({ data: [], savedAt: '2026-11-26T20:00:00.000Z' }));
    mockApi({
      'GET /api/profile': unauthenticated,
      'POST /api/user/login': () => jsonResponse(201, { jwt: makeToken() }),
    });
    const { router, user } = renderApp('/klub/profil');

    const dialog = await signInDialog();
    expect(within(dialog).getByText(EXPIRED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('offline:user-1:services')).toBeNull();

    // Signed in again: back on the page, and the message is gone for good.
    mockApi({
      'POST /api/user/login': () => jsonResponse(201, { jwt: makeToken() }),
      'GET /api/profile': () => jsonResponse(200, { email: 'tanar@example.org', firstName: 'Éva', lastName: 'Kiss' }),
      'GET /api/schools': () => jsonResponse(200, []),
    });
    await enter(user, within(dialog).getByLabelText('E-mail-cím'), 'tanar@example.org');
    await enter(user, within(dialog).getByLabelText('Jelszó'), 'titok123');
    await user.click(within(dialog).getByRole('button', { name: 'Bejelentkezés' }));
    // The profile page and its form load on the way.
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/klub/profil');
    expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
  });

  it('the live stream (or any call) refused on a public page: the sign-in dialog opens there with the reason', async () => {
    const token = signInAs();
    const { router } = renderApp('/kapcsolat');
    await screen.findByRole('heading', { level: 1, name: 'Kapcsolat' });
    act(() => reportUnauthenticated(token));
    expect(within(await signInDialog()).getByText(EXPIRED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kapcsolat');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('the token runs out while the page is open', async () => {
    signInAs({ expiresIn: 1 });
    renderApp('/kapcsolat');
    await screen.findByRole('heading', { level: 1, name: 'Kapcsolat' });
    expect(within(await signInDialog()).getByText(EXPIRED)).toBeInTheDocument();
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('a kept token that ran out before the page opened', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ expiresIn: -60 }));
    renderApp('/');
    expect(within(await signInDialog()).getByText(EXPIRED)).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('a late 401 about an earlier token leaves the new session alone', async () => {
    signInAs();
    renderApp('/kapcsolat');
    await screen.findByRole('heading', { level: 1, name: 'Kapcsolat' });
    act(() => reportUnauthenticated(makeToken({ sub: 'user-0' })));
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Bejelentkezés' })).not.toBeInTheDocument();
  });

  it('signing out by hand is not an ended session: the sign-in dialog, opened later, has no warning', async () => {
    signInAs();
    const { user } = renderApp('/kapcsolat');
    await user.click(await screen.findByRole('button', { name: /klub/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Kijelentkezés' }));
    await user.click(await screen.findByRole('button', { name: /klub/i }));
    const dialog = await signInDialog();
    expect(within(dialog).queryByText(EXPIRED)).not.toBeInTheDocument();
  });
});

describe('the offline copies as a page opens (issue 38 §6)', { timeout: 30_000 }, () => {
  const kept = () => Object.keys(localStorage).filter((key) => key.startsWith('offline:')).sort();
  const keepCopies = () => ['offline:user-1:services', 'offline:user-2:services', 'offline:user-2:materials'].forEach((key) => localStorage.setItem(key, '{"data":[]}'));

  it('signed in: every other member\'s copies go, the member\'s own stay', async () => {
    signInAs({ sub: 'user-2' });
    keepCopies();
    renderApp('/kapcsolat');
    await screen.findByRole('heading', { level: 1, name: 'Kapcsolat' });
    await vi.waitFor(() => expect(kept()).toEqual(['offline:user-2:materials', 'offline:user-2:services']));
  });

  it('signed out (the browser session that held the token has ended): every copy goes', async () => {
    keepCopies();
    renderApp('/kapcsolat');
    await screen.findByRole('heading', { level: 1, name: 'Kapcsolat' });
    await vi.waitFor(() => expect(kept()).toEqual([]));
  });
});
