import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderApp, signInAs } from '@/testing/test-utils';
import { makeCompany } from '../../testing/admin-fixtures';
import '../../testing/patience';

async function openCompanies(companies: unknown[]) {
  mockApi({ 'GET /api/admin/companies': () => jsonResponse(200, companies) });
  signInAs({ admin: true });
  renderApp('/klub/admin/cegek');
  expect(await screen.findByRole('heading', { level: 1, name: 'Jelentkezett cégek' }, { timeout: 5000 })).toBeInTheDocument();
}

describe('the companies screen', { timeout: 15_000 }, () => {
  it('lists every field of the application, read-only, with a back link', async () => {
    await openCompanies([makeCompany({ name: 'Példa Szoftver Kft.', teacherCount: 3, optionals: 'Nyílt nap' })]);
    const table = await screen.findByRole('table', { name: 'Jelentkezett cégek' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Cégnév',
      'Jelentkezett',
      'Weboldal',
      'Irányítószám, település',
      'Kapcsolattartó',
      'Fogadott tanárok száma',
      'Tevékenységek',
      'Vállalt opcionális elemek',
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
});
