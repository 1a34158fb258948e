import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PartnerConsentView, PartnerView } from '@backend/contract/partners';
import { jsonResponse, mockApi, renderApp, signInAs } from '@/testing/test-utils';

configure({ asyncUtilTimeout: 5000 });

const PARTNER: PartnerView = { id: 'p1', name: 'Kódkert Akadémia', origins: ['https://akademia.example'], data: ['name', 'email'], active: true };

function bodies(fetchMock: ReturnType<typeof mockApi>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

async function openScreen(handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ 'GET /api/admin/partners': () => jsonResponse(200, [PARTNER]), ...handlers });
  signInAs({ admin: true });
  const { user } = renderApp('/klub/admin/partnerek');
  await screen.findByRole('heading', { level: 1, name: 'Partneroldalak' }, { timeout: 5000 });
  return { user, fetchMock, list: await screen.findByRole('list', { name: 'Partneroldalak' }) };
}

describe('the partner registry screen', { timeout: 20_000 }, () => {
  it('lists each partner with its origins, what it receives, and whether it is on', async () => {
    const { list } = await openScreen();
    expect(within(list).getByText('Kódkert Akadémia')).toBeInTheDocument();
    expect(within(list).getByText('https://akademia.example')).toBeInTheDocument();
    expect(within(list).getByText('Megkaphatja: Teljes név, E-mail-cím')).toBeInTheDocument();
    expect(within(list).getByText('Aktív')).toBeInTheDocument();
  });

  it('says a partner that receives no personal data gets only an identifier, never an empty "Megkaphatja:"', async () => {
    mockApi({ 'GET /api/admin/partners': () => jsonResponse(200, [{ ...PARTNER, data: [] }]) });
    signInAs({ admin: true });
    renderApp('/klub/admin/partnerek');
    const list = await screen.findByRole('list', { name: 'Partneroldalak' });
    expect(within(list).getByText('csak egy azonosítót kap')).toBeInTheDocument();
    expect(within(list).getByText('csak egy azonosítót kap').parentElement).toHaveTextContent('A tagokról csak egy azonosítót kap, személyes adatot nem.');
    expect(within(list).queryByText(/Megkaphatja:/)).not.toBeInTheDocument();
  });

  it('adds a partner, one origin a line, and shows the server\'s word on a bad origin', async () => {
    const { user, fetchMock } = await openScreen({
      'POST /api/admin/partners': () => jsonResponse(400, { statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: 'origins', code: 'isOrigin' }] }),
    });
    await user.click(screen.getByRole('button', { name: 'Új partneroldal' }));
    const form = screen.getByRole('form', { name: 'Új partneroldal' });
    await user.type(within(form).getByRole('textbox', { name: /^Név/ }), 'Eseményoldal');
    await user.type(within(form).getByRole('textbox', { name: /^Engedélyezett címek/ }), 'https://esemeny.example/belepes{Enter}http://localhost:4100');
    await user.click(within(form).getByRole('checkbox', { name: 'Település' }));
    await user.click(within(form).getByRole('button', { name: 'Mentés' }));
    await waitFor(() =>
      expect(bodies(fetchMock, 'POST', '/api/admin/partners')).toEqual([
        { name: 'Eseményoldal', origins: ['https://esemeny.example/belepes', 'http://localhost:4100'], data: ['city'], active: true },
      ]),
    );
    expect(await within(form).findByText(/pontosan séma:\/\/gép\[:port\] alakú/)).toBeInTheDocument();
  });

  it('switches a partner off', async () => {
    const { user, fetchMock } = await openScreen({ 'PUT /api/admin/partners/p1': () => jsonResponse(200, { ...PARTNER, active: false }) });
    await user.click(screen.getByRole('button', { name: 'Szerkesztés: Kódkert Akadémia' }));
    const form = screen.getByRole('form', { name: 'Partneroldal szerkesztése' });
    await user.click(within(form).getByRole('switch', { name: 'Aktív: a tagok beléphetnek rajta' }));
    await user.click(within(form).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(bodies(fetchMock, 'PUT', '/api/admin/partners/p1')).toEqual([{ ...PARTNER, id: undefined, active: false }].map(({ id: _id, ...body }) => body)));
  });

  it('lists the members who let the partner receive their data, and says that opening the list is logged', async () => {
    const consents: PartnerConsentView[] = [
      { userId: 'u1', name: 'Kiss Anna', email: 'kiss.anna@example.org', data: ['name', 'email'], grantedAt: '2026-11-26T20:05:00.000Z' },
      { userId: 'u2', name: 'Nagy Béla', email: 'nagy.bela@example.org', data: [], grantedAt: '2026-11-27T08:00:00.000Z' },
    ];
    const { user, fetchMock } = await openScreen({ 'GET /api/admin/partners/p1/consents': () => jsonResponse(200, consents) });
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/consents'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Hozzájárulások: Kódkert Akadémia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hozzájárulások: Kódkert Akadémia' });
    expect(dialog).toHaveTextContent('A lista megnyitása bekerül a naplóba.');
    const list = await within(dialog).findByRole('list', { name: 'Hozzájárult tagok' });
    const [anna, bela] = within(list).getAllByRole('listitem');
    expect(anna).toHaveTextContent('Kiss Anna');
    expect(anna).toHaveTextContent('kiss.anna@example.org');
    expect(anna).toHaveTextContent('Megkapja: Teljes név, E-mail-cím');
    expect(anna).toHaveTextContent('Engedélyezte: 2026. november 26. 21:05');
    expect(bela).toHaveTextContent('csak egy azonosítót kap');
  });

  it('says so when no member has let the partner receive data', async () => {
    const { user } = await openScreen({ 'GET /api/admin/partners/p1/consents': () => jsonResponse(200, []) });
    await user.click(screen.getByRole('button', { name: 'Hozzájárulások: Kódkert Akadémia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hozzájárulások: Kódkert Akadémia' });
    expect(await within(dialog).findByText('Még egy tag sem engedélyezte ennek az oldalnak az adatmegosztást.')).toBeInTheDocument();
  });
});
