import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openDownload } from '@/lib/open-download';
import { TOKEN_STORAGE_KEY } from '@/lib/token-storage';
import { renderWithProviders } from '@/testing/render';
import { jsonResponse, mockApi, signInAs } from '@/testing/test-utils';
import { MyDataSection } from './my-data-section';

vi.mock('@/lib/open-download', () => ({ openDownload: vi.fn() }));
beforeEach(() => vi.mocked(openDownload).mockReset());

function open(answer: () => Response) {
  signInAs({ firstName: 'Éva' });
  const fetchMock = mockApi({
    'POST /api/profile/delete': answer,
    'GET /api/materials/downloadtoken': () => jsonResponse(200, { token: 'abc.def' }),
    'GET /api/profile/export': () => jsonResponse(200, { exportedAt: '2026-11-26T20:05:00.000Z', history: [] }),
  });
  const rendered = renderWithProviders(<p>Főoldal</p>, { routes: [{ path: '/klub/profil', element: <MyDataSection /> }], initialEntry: '/klub/profil' });
  return { ...rendered, fetchMock };
}

describe('downloading one\u2019s own data (issue 21)', () => {
  it('says which file is for reading and which for programs, and gives each', async () => {
    const { user, fetchMock } = open(() => jsonResponse(200, {}));
    const excel = screen.getByRole('button', { name: 'Excel – olvasáshoz' });
    const json = screen.getByRole('button', { name: 'JSON – gépi feldolgozáshoz' });
    // The file for people comes first.
    expect(excel.compareDocumentPosition(json) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(excel);
    await waitFor(() => expect(openDownload).toHaveBeenCalledWith('/api/profile/export.xlsx?token=abc.def', 'adataim.xlsx'));
    // The token is asked for this export alone (issue 22 §4).
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/materials/downloadtoken?path=%2Fapi%2Fprofile%2Fexport.xlsx');
    // jsdom has no object URLs: the JSON is handed over as one.
    URL.createObjectURL ??= () => 'blob:adataim';
    URL.revokeObjectURL ??= () => undefined;
    await user.click(json);
    await waitFor(() => expect(openDownload).toHaveBeenLastCalledWith(expect.stringMatching(/^blob:/), 'adataim.json'));
  });
});

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

  it('says, in sign-in\u2019s words, when too many wrong passwords make the account wait (issue 22 §8)', async () => {
    const { user } = open(() => jsonResponse(429, { statusCode: 429, message: 'TOO_MANY_REQUESTS' }));
    await user.click(screen.getByRole('button', { name: 'Fiókom törlése' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Biztosan törlöd a fiókodat?' });
    const password = within(ask).getByLabelText(/^Jelszó/);
    await user.type(password, 'Tanar-jelszo-1');
    await user.click(within(ask).getByRole('button', { name: 'Végleges törlés' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Túl sok próbálkozás. Kérjük, várj néhány percet, majd próbáld újra.'));
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
