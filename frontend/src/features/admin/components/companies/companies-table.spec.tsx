import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderApp, signInAs } from '@/testing/test-utils';
import { makeCompany } from '../../testing/admin-fixtures';
import '../../testing/patience';
import type { CompanyApplicationView } from '@backend/contract/companies';

/** GET /admin/companies as the server answers the screen: one page of the list it was given (newest first). */
function answerCompanies(companies: CompanyApplicationView[], query: URLSearchParams) {
  const page = Number(query.get('page'));
  const pageSize = Number(query.get('pageSize'));
  return { total: companies.length, page, pageSize, items: companies.slice((page - 1) * pageSize, page * pageSize) };
}

function serveCompanies(companies: CompanyApplicationView[]) {
  return mockApi({ 'GET /api/admin/companies': (_, url) => jsonResponse(200, answerCompanies(companies, url.searchParams)) });
}

async function openCompaniesScreen() {
  signInAs({ admin: true });
  const rendered = renderApp('/klub/admin/cegek');
  expect(await screen.findByRole('heading', { level: 1, name: 'Jelentkezett cégek' }, { timeout: 5000 })).toBeInTheDocument();
  return rendered;
}

async function openCompanies(companies: CompanyApplicationView[]) {
  serveCompanies(companies);
  const rendered = await openCompaniesScreen();
  if (companies.length > 0) await screen.findByRole('row', { name: new RegExp(companies[0].name) });
  return rendered;
}

const companiesTable = () => screen.getByRole('table', { name: 'Jelentkezett cégek' });
const namesIn = () =>
  within(companiesTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);
const many = (count: number) => Array.from({ length: count }, (_, i) => makeCompany({ name: `Cég ${String(i + 1).padStart(2, '0')}` }));

describe('the companies screen', { timeout: 15_000 }, () => {
  it('lists every field of the application with its status and note, with a back link', async () => {
    await openCompanies([makeCompany({ name: 'Példa Szoftver Kft.', teacherCount: 3, optionals: 'Nyílt nap' })]);
    const table = companiesTable();
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Cégnév',
      'Jelentkezett',
      'Állapot',
      'Weboldal',
      'Irányítószám, település',
      'Kapcsolattartó',
      'Fogadott tanárok száma',
      'Tevékenységek',
      'Vállalt opcionális elemek',
      'Megjegyzés',
      'Műveletek',
    ]);
    const row = within(table).getByRole('row', { name: /Példa Szoftver Kft\./ });
    for (const text of ['1117 Budapest', 'Szabó Eszter', '3', 'Webfejlesztés', 'Nyílt nap', '2026. november 19.']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).getByRole('link', { name: 'eszter@pelda.example.org' })).toHaveAttribute('href', 'mailto:eszter@pelda.example.org');
    expect(within(row).getByRole('link', { name: '+36 1 234 5678' })).toHaveAttribute('href', 'tel:+3612345678');
    expect(screen.queryByRole('button', { name: /Szerkesztés/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza az adminba' })).toHaveAttribute('href', '/klub/admin');
  });

  it.each([
    ['pelda.hu', 'http://pelda.hu'],
    ['www.pelda.hu', 'http://www.pelda.hu'],
    ['http://pelda.hu', 'http://pelda.hu'],
    ['https://pelda.hu', 'https://pelda.hu'],
  ])('links the website %s to %s in a new tab', async (website, href) => {
    await openCompanies([makeCompany({ website })]);
    const link = await screen.findByRole('link', { name: website });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says when no company has applied yet', async () => {
    await openCompanies([]);
    expect(await screen.findByText('Még nem jelentkezett cég.')).toBeInTheDocument();
  });

  it('shows skeleton rows under the headers until the first page arrives', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({ 'GET /api/admin/companies': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await openCompaniesScreen();
    expect(await screen.findAllByRole('row', { name: 'Cégek betöltése…' })).toHaveLength(20);
    expect(companiesTable()).toHaveAttribute('aria-busy', 'true');
    answer(jsonResponse(200, answerCompanies(many(3), new URLSearchParams('page=1&pageSize=20'))));
    expect(await screen.findByRole('row', { name: /Cég 01/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: 'Cégek betöltése…' })).not.toBeInTheDocument();
    expect(companiesTable()).toHaveAttribute('aria-busy', 'false');
  });

  it('asks for 20 companies a page, shows the total, and offers 5, 10, 20, 500 and 2000', async () => {
    const fetchMock = serveCompanies(many(25));
    const { user } = await openCompaniesScreen();
    expect(await screen.findByText('1–20, összesen 25 cég')).toBeInTheDocument();
    expect(namesIn()).toHaveLength(20);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/admin/companies?page=1&pageSize=20']);
    const size = screen.getByRole('combobox', { name: 'Sor oldalanként' });
    expect(size).toHaveValue('20');
    expect(within(size).getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '20', '500', '2000']);

    await user.click(screen.getByRole('button', { name: 'Következő oldal' }));
    expect(await screen.findByText('21–25, összesen 25 cég')).toBeInTheDocument();
    expect(namesIn()).toEqual(['Cég 21', 'Cég 22', 'Cég 23', 'Cég 24', 'Cég 25']);
    expect(screen.getByRole('button', { name: 'Következő oldal' })).toBeDisabled();

    await user.selectOptions(size, '5');
    expect(await screen.findByText('1–5, összesen 25 cég')).toBeInTheDocument();
    expect(namesIn()).toEqual(['Cég 01', 'Cég 02', 'Cég 03', 'Cég 04', 'Cég 05']);
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/companies')).at(-1)).toBe('/api/admin/companies?page=1&pageSize=5');
  });

  it('draws a page of 2000 windowed: the rows in view, not all of them', async () => {
    serveCompanies(Array.from({ length: 2000 }, (_, i) => makeCompany({ name: `Cég ${i + 1}` })));
    const { user } = await openCompaniesScreen();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sor oldalanként' }), '2000');
    expect(await screen.findByText('1–2000, összesen 2000 cég')).toBeInTheDocument();
    const drawn = namesIn();
    expect(drawn[0]).toBe('Cég 1');
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.length).toBeLessThan(100);
    expect(companiesTable()).toHaveAttribute('aria-rowcount', '2001');
  });
});
