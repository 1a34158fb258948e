import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderApp, signInAs } from '@/testing/test-utils';
import { makeCompany } from '../../testing/admin-fixtures';
import '../../testing/patience';
import type { CompanyApplicationView } from '@backend/contract/companies';

/** A stand-in server for the companies screen that keeps what staff change (issue 41 §8). */
function serve(initial: CompanyApplicationView[]) {
  let companies = initial;
  const bodies: Array<{ method: string; path: string; body: unknown }> = [];
  const find = (url: URL) => companies.find((company) => url.pathname.includes(`/${company.id}`));
  const update = (url: URL, change: Partial<CompanyApplicationView>) => {
    const company = find(url);
    if (!company) return jsonResponse(404, { statusCode: 404, message: 'COMPANY_NOT_FOUND' });
    const changed = { ...company, ...change };
    companies = companies.map((one) => (one.id === company.id ? changed : one));
    return jsonResponse(200, changed);
  };
  const routes: Parameters<typeof mockApi>[0] = {
    'GET /api/admin/companies': (_, url) => {
      const status = url.searchParams.get('status');
      const items = companies.filter((company) => !status || company.status === status);
      return jsonResponse(200, { total: items.length, page: 1, pageSize: 20, items });
    },
  };
  for (const company of initial) {
    routes[`POST /api/admin/companies/${company.id}/status`] = (init, url) => {
      const body = JSON.parse(String(init?.body));
      bodies.push({ method: 'POST', path: url.pathname, body });
      return update(url, { status: body.status, statusChangedAt: '2026-12-01T09:30:00.000Z', statusChangedBy: 'Klub Adminisztrátor' });
    };
    routes[`PUT /api/admin/companies/${company.id}/note`] = (init, url) => {
      const body = JSON.parse(String(init?.body));
      bodies.push({ method: 'PUT', path: url.pathname, body });
      if (body.note.length > 10)
        return jsonResponse(400, { statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: 'note', code: 'maxLength', message: 'Legfeljebb 2000 karakter lehet.' }] });
      return update(url, { note: body.note.trim() });
    };
    routes[`DELETE /api/admin/companies/${company.id}`] = (_, url) => {
      bodies.push({ method: 'DELETE', path: url.pathname, body: null });
      companies = companies.filter((one) => one.id !== company.id);
      return jsonResponse(200, {});
    };
  }
  const fetchMock = mockApi(routes);
  return { fetchMock, bodies };
}

async function open(companies: CompanyApplicationView[]) {
  const server = serve(companies);
  signInAs({ admin: true });
  const rendered = renderApp('/klub/admin/cegek');
  await screen.findByRole('row', { name: new RegExp(companies[0].name) }, { timeout: 5000 });
  return { ...server, ...rendered };
}

/** What the screen asked of the companies list (the live channel calls the server too). */
const companyCalls = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/companies?'));
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('staff working on company applications', { timeout: 15_000 }, () => {
  it('shows a new application as Új and marks it contacted, saying who and when', async () => {
    const { user, bodies } = await open([makeCompany({ id: 'c1', name: 'Alfa Kft.' })]);
    expect(within(rowOf('Alfa Kft.')).getByText('Új', { ignore: 'option' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Alfa Kft. állapotának módosítása' }), 'contacted');
    expect(await screen.findByText('Alfa Kft. állapota: Megkeresve.')).toBeInTheDocument();
    expect(bodies).toEqual([{ method: 'POST', path: '/api/admin/companies/c1/status', body: { status: 'contacted' } }]);
    expect(await within(rowOf('Alfa Kft.')).findByText(/^Klub Adminisztrátor, 2026\./)).toBeInTheDocument();
    expect(within(rowOf('Alfa Kft.')).getByText('Megkeresve', { ignore: 'option' })).toBeInTheDocument();
  });

  it('filters the list by status on the server', async () => {
    const { user, fetchMock } = await open([makeCompany({ name: 'Alfa Kft.' }), makeCompany({ name: 'Béta Zrt.', status: 'partner' })]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Állapot szerint' }), 'partner');
    expect(await screen.findByText('1–1, összesen 1 cég')).toBeInTheDocument();
    expect(companyCalls(fetchMock).at(-1)).toBe('/api/admin/companies?page=1&pageSize=20&status=partner');
    expect(screen.queryByRole('row', { name: /Alfa Kft\./ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Állapot szerint' }), 'declined');
    expect(await screen.findByText('Nincs ilyen állapotú cég.')).toBeInTheDocument();
  });

  it('edits the note in a dialog, keeps the text when the server refuses it, and shows the saved one', async () => {
    const { user, bodies } = await open([makeCompany({ id: 'c1', name: 'Alfa Kft.' })]);
    await user.click(screen.getByRole('button', { name: 'Alfa Kft.: megjegyzés szerkesztése' }));
    const dialog = await screen.findByRole('dialog', { name: 'Megjegyzés – Alfa Kft.' });
    const text = within(dialog).getByRole('textbox', { name: 'Megjegyzés a munkatársaknak' });
    await user.type(text, 'Túl hosszú szöveg');
    expect(within(dialog).getByText('Még 1983 karakter írható.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    expect(await within(dialog).findByText('Túl hosszú érték')).toBeInTheDocument();
    expect(text).toHaveValue('Túl hosszú szöveg');
    await user.clear(text);
    await user.type(text, 'Kedden');
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('A megjegyzés elmentve.')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ method: 'PUT', path: '/api/admin/companies/c1/note', body: { note: 'Kedden' } });
    expect(await within(rowOf('Alfa Kft.')).findByText('Kedden')).toBeInTheDocument();
  });

  it('asks before deleting: Mégse keeps the application, Végleges törlés deletes it', async () => {
    const { user, bodies } = await open([makeCompany({ id: 'c1', name: 'Alfa Kft.' }), makeCompany({ id: 'c2', name: 'Béta Zrt.' })]);
    await user.click(screen.getByRole('button', { name: 'Alfa Kft. jelentkezésének törlése' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Törlöd az Alfa Kft. jelentkezését?' });
    expect(within(dialog).getByText(/véglegesen törlődik/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mégse' }));
    expect(bodies).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Alfa Kft. jelentkezésének törlése' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Törlöd az Alfa Kft. jelentkezését?' });
    await user.click(within(dialog).getByRole('button', { name: 'Végleges törlés' }));
    expect(await screen.findByText('Alfa Kft. jelentkezése törölve.')).toBeInTheDocument();
    expect(bodies).toEqual([{ method: 'DELETE', path: '/api/admin/companies/c1', body: null }]);
    await screen.findByText('1–1, összesen 1 cég');
    expect(screen.queryByRole('row', { name: /Alfa Kft\./ })).not.toBeInTheDocument();
    expect(rowOf('Béta Zrt.')).toBeInTheDocument();
  });
});
