import { configure, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartnerLookupView } from '@backend/contract/partners';
import { sessionEndedAtom } from '@/lib/session';
import { renderWithProviders } from '@/testing/render';
import { jsonResponse, mockApi, signInAs } from '@/testing/test-utils';
import type { AuthRequest } from '../lib/auth-request';
import { PartnerSignInPage } from './partner-sign-in-page';

// The first render loads Fluent and the page's modules: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const ORIGIN = 'https://akademia.example';
const PARTNER: PartnerLookupView = { id: 'p1', name: 'Kódkert Akadémia', origin: ORIGIN, host: 'akademia.example', data: ['name', 'email'] };
const REQUEST: AuthRequest = { post: `${ORIGIN}/belepes`, state: 'st-1', nonce: 'n-1' };
const PROFILE = { email: 'tanar@example.org', firstName: 'Éva', lastName: 'Kiss', nickName: 'Évi' };

let postMessage: ReturnType<typeof vi.fn>;
let close: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  postMessage = vi.fn();
  Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true });
  close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
});

afterEach(() => {
  Object.defineProperty(window, 'opener', { value: null, configurable: true });
  close.mockRestore();
});

function openWindow({ partner = PARTNER, profile = () => jsonResponse(200, PROFILE) }: { partner?: PartnerLookupView; profile?: () => Response } = {}) {
  const fetchMock = mockApi({
    'GET /api/partners/lookup': () => jsonResponse(200, partner),
    'GET /api/profile': profile,
    'GET /api/profile/partners': () => jsonResponse(200, []),
    'POST /api/user/auth-request': () => jsonResponse(201, { id_token: 'signed.jwt.token' }),
  });
  return { fetchMock, ...renderWithProviders(<PartnerSignInPage request={REQUEST} hasOpener login={<p>bejelentkezés</p>} />) };
}

describe('the partner sign-in window', { timeout: 15_000 }, () => {
  it('greets the member with a comma, by the nickname the profile has now rather than the token’s', async () => {
    signInAs({ firstName: 'Éva', nickName: 'Régi' });
    openWindow();
    expect(await screen.findByRole('heading', { name: 'Szia, Évi!' })).toBeInTheDocument();
    expect(screen.queryByText(/Régi/)).not.toBeInTheDocument();
  });

  it('greets by first name when the profile has no nickname', async () => {
    signInAs({ firstName: 'Éva', nickName: '' });
    openWindow({ profile: () => jsonResponse(200, { ...PROFILE, nickName: '' }) });
    expect(await screen.findByRole('heading', { name: 'Szia, Éva!' })).toBeInTheDocument();
  });

  it('falls back to the token’s name when the profile cannot be read', async () => {
    signInAs({ firstName: 'Éva', nickName: 'Évike' });
    openWindow({ profile: () => jsonResponse(503, { statusCode: 503, message: 'UNKNOWN' }) });
    expect(await screen.findByRole('heading', { name: 'Szia, Évike!' })).toBeInTheDocument();
  });

  it('"Elutasítom" tells the partner at once and closes the window, asking the server nothing', async () => {
    signInAs();
    const { user, fetchMock } = openWindow();
    await user.click(await screen.findByRole('button', { name: 'Elutasítom' }));
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'authorization_response', response: { error: 'access_denied', state: 'st-1' } }, ORIGIN);
    expect(close).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/auth-request'))).toBe(false);
  });

  it('"Elfogadom" posts the signed assertion and closes the window, as declining does', async () => {
    signInAs();
    const { user } = openWindow();
    await user.click(await screen.findByRole('button', { name: 'Elfogadom' }));
    await waitFor(() => expect(close).toHaveBeenCalledOnce());
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'authorization_response', response: { id_token: 'signed.jwt.token', state: 'st-1' } }, ORIGIN);
  });

  it('says a partner that receives no personal data gets only an identifier, with no empty list', async () => {
    signInAs();
    openWindow({ partner: { ...PARTNER, data: [] } });
    expect(await screen.findByText('csak egy azonosítót kap')).toBeInTheDocument();
    expect(screen.getByText('Ha elfogadod, rólad', { exact: false })).toHaveTextContent('Ha elfogadod, rólad csak egy azonosítót kap, személyes adatot nem.');
    expect(screen.queryByRole('list', { name: 'Megosztott adatok' })).not.toBeInTheDocument();
  });

  it('lists what a partner receives when it receives personal data', async () => {
    signInAs();
    openWindow();
    const list = await screen.findByRole('list', { name: 'Megosztott adatok' });
    expect(list).toHaveTextContent('teljes neved');
    expect(screen.queryByText('csak egy azonosítót kap')).not.toBeInTheDocument();
  });

  it('a member whose session ended meets the sign-in form with the reason', async () => {
    mockApi({ 'GET /api/partners/lookup': () => jsonResponse(200, PARTNER) });
    const store = createStore();
    store.set(sessionEndedAtom, true);
    renderWithProviders(<PartnerSignInPage request={REQUEST} hasOpener login={<p>bejelentkezés</p>} />, { store });
    expect(await screen.findByText('A munkameneted lejárt, jelentkezz be újra.')).toBeInTheDocument();
    expect(screen.getByText('bejelentkezés')).toBeInTheDocument();
  });
});
