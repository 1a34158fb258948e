import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/lib/token-storage';
import { renderWithProviders } from '@/testing/render';
import { jsonResponse, mockApi, signInAs } from '@/testing/test-utils';
import { MyDataSection } from './my-data-section';

function open(answer: () => Response) {
  signInAs({ firstName: 'Éva' });
  const fetchMock = mockApi({ 'POST /api/profile/delete': answer });
  const rendered = renderWithProviders(<p>Főoldal</p>, { routes: [{ path: '/klub/profil', element: <MyDataSection /> }], initialEntry: '/klub/profil' });
  return { ...rendered, fetchMock };
}

describe('erasing one\u2019s own account', { timeout: 15_000 }, () => {
  it('asks for the password, and a wrong one changes nothing', async () => {
    const { user } = open(() => jsonResponse(400, { statusCode: 400, message: 'WRONG_PASSWORD' }));
    await user.click(screen.getByRole('button', { name: 'Fiókom törlése' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Biztosan törlöd a fiókodat?' });
    const password = within(ask).getByLabelText(/^Jelszó/);
    await waitFor(() => expect(password).toHaveFocus());
    await user.type(password, 'nem-ez');
    await user.click(within(ask).getByRole('button', { name: 'Végleges törlés' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Helytelen jelszó'));
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
  });

  it('erases, says so, then signs out and goes home', async () => {
    const { user, router, fetchMock } = open(() => jsonResponse(200, {}));
    await user.click(screen.getByRole('button', { name: 'Fiókom törlése' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Biztosan törlöd a fiókodat?' });
    await user.type(within(ask).getByLabelText(/^Jelszó/), 'Tanar-jelszo-1');
    await user.click(within(ask).getByRole('button', { name: 'Végleges törlés' }));
    const done = await screen.findByRole('dialog', { name: 'A fiókodat töröltük' });
    const deletion = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/profile/delete'));
    expect(JSON.parse(String(deletion?.[1]?.body))).toEqual({ password: 'Tanar-jelszo-1' });
    await user.click(within(done).getByRole('button', { name: 'Rendben' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull());
  });
});
