import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/lib/token-storage';
import { renderWithProviders } from '@/testing/render';
import { jsonResponse, mockApi, signInAs } from '@/testing/test-utils';
import { SignOutEverywhereSection } from './sign-out-everywhere-section';

function open(answer: () => Response) {
  signInAs({ firstName: 'Éva' });
  const fetchMock = mockApi({ 'POST /api/profile/sign-out-everywhere': answer });
  const rendered = renderWithProviders(<p>Főoldal</p>, { routes: [{ path: '/klub/profil', element: <SignOutEverywhereSection /> }], initialEntry: '/klub/profil' });
  return { ...rendered, fetchMock };
}

describe('signing out everywhere', { timeout: 15_000 }, () => {
  it('asks first, with the safe answer focused, and Mégse changes nothing', async () => {
    const { user, fetchMock } = open(() => jsonResponse(200, {}));
    await user.click(screen.getByRole('button', { name: 'Kijelentkezés minden eszközön' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Kijelentkezel minden eszközön?' });
    await waitFor(() => expect(within(ask).getByRole('button', { name: 'Mégse' })).toHaveFocus());
    await user.click(within(ask).getByRole('button', { name: 'Mégse' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('sign-out-everywhere'))).toBe(false);
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
  });

  it('ends every session, then signs out here and goes home', async () => {
    const { user, router } = open(() => jsonResponse(200, {}));
    await user.click(screen.getByRole('button', { name: 'Kijelentkezés minden eszközön' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Kijelentkezel minden eszközön?' });
    await user.click(within(ask).getByRole('button', { name: 'Igen, kijelentkezem mindenhol' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull());
  });

  it('says so when it fails, and keeps the member signed in here', async () => {
    const { user } = open(() => jsonResponse(500, { statusCode: 500, message: 'INTERNAL_ERROR' }));
    await user.click(screen.getByRole('button', { name: 'Kijelentkezés minden eszközön' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Kijelentkezel minden eszközön?' });
    await user.click(within(ask).getByRole('button', { name: 'Igen, kijelentkezem mindenhol' }));
    await within(ask).findByText('Nem sikerült a kijelentkeztetés. Kérjük, próbáld újra.');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
  });
});
