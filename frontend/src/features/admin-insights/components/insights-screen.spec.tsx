import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderApp, signInAs } from '@/testing/test-utils';
import { insightsView } from '../testing/insights-fixture';

configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out: the charts measure their axis labels, so SVG text answers a width of zero here.
beforeAll(() => {
  const svg = SVGElement.prototype as SVGElement & { getComputedTextLength?: () => number; getBBox?: () => DOMRect };
  svg.getComputedTextLength ??= () => 0;
  svg.getBBox ??= () => new DOMRect(0, 0, 0, 0);
});
afterEach(() => vi.restoreAllMocks());
// The route's module brings the charting package: loaded once up front, so no test waits on its first import.
beforeAll(() => import('@/app/routes/admin/insights'), 60_000);

const PATH = '/klub/admin/attekintes';

function asked(fetchMock: ReturnType<typeof mockApi>, pathname: string): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === pathname)
    .map((url) => url.searchParams);
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the insights screen ("Áttekintés")', { timeout: 60_000 }, () => {
  it('is reached from the dashboard tile and charts every section', async () => {
    mockApi({ 'GET /api/admin/insights': () => jsonResponse(200, insightsView()), 'GET /api/admin/stats': () => jsonResponse(200, { users: 1, services: 1, signups: 1 }) });
    signInAs({ admin: true });
    const { user } = renderApp('/klub/admin');
    await user.click(await screen.findByRole('link', { name: /Áttekintés/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Áttekintés' })).toBeInTheDocument();
    for (const title of ['Növekedés', 'Tölcsér', 'Tagok megyénként', 'Tagok iskolatípusonként', 'Elbírálási idők', 'Szolgáltatások telítettsége', 'Partneroldalak']) {
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Állapot: a legfrissebb adatok')).toBeInTheDocument();
  });

  it('shows a chart\'s figures as a table with headers and a caption when "Táblázat" is switched on', async () => {
    mockApi({ 'GET /api/admin/insights': () => jsonResponse(200, insightsView()) });
    signInAs({ admin: true });
    const { user } = renderApp(PATH);
    await screen.findByRole('heading', { level: 2, name: 'Növekedés' });
    const growth = section('Növekedés');
    await user.click(within(growth).getByRole('switch', { name: 'Táblázat' }));
    const table = within(growth).getByRole('table', { name: 'Növekedés (havonta)' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Időszak', 'Jelentkezések', 'Aktiválások', 'Befejezett regisztrációk', 'Első jelentkezések szolgáltatásra',
    ]);
    const november = within(table).getByRole('row', { name: /2026\. november/ });
    expect(within(november).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['5', '4', '3', '2']);

    const counties = section('Tagok megyénként');
    await user.click(within(counties).getByRole('switch', { name: 'Táblázat' }));
    const countyTable = within(counties).getByRole('table', { name: 'Tagok megyénként' });
    expect(within(countyTable).getAllByRole('rowheader').map((cell) => cell.textContent)).toContain('Szabolcs-Szatmár-Bereg');
    expect(within(countyTable).getByRole('row', { name: /Ismeretlen megye/ })).toHaveTextContent('1');

    const levels = section('Tagok iskolatípusonként');
    await user.click(within(levels).getByRole('switch', { name: 'Táblázat' }));
    expect(within(levels).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Általános iskola', 'Gimnázium', 'Technikum', 'Szakmai tárgy', 'Felsőoktatás']);

    const services = section('Szolgáltatások telítettsége');
    await user.click(within(services).getByRole('switch', { name: 'Táblázat' }));
    expect(within(services).getByRole('row', { name: /Webinárium/ })).toHaveTextContent('korlátlan');
  });

  it('writes the pickers into the address and asks the server for those days', async () => {
    const fetchMock = mockApi({ 'GET /api/admin/insights': () => jsonResponse(200, insightsView()) });
    signInAs({ admin: true });
    const { user, router } = renderApp(PATH);
    await screen.findByRole('heading', { level: 2, name: 'Növekedés' });
    // A date input takes a whole day at once (as a browser's date picker hands it over).
    fireEvent.change(screen.getByLabelText('Kezdete'), { target: { value: '2026-10-01' } });
    await waitFor(() => expect(router.state.location.search).toContain('from=2026-10-01'));
    await waitFor(() => expect(asked(fetchMock, '/api/admin/insights').at(-1)?.get('from')).toBe('2026-10-01'));
    await user.click(screen.getByRole('radio', { name: 'Hetente' }));
    await waitFor(() => expect(router.state.location.search).toContain('period=week'));
    // The week is the growth chart's own choice: the figures' query stays the same.
    expect(asked(fetchMock, '/api/admin/insights').at(-1)?.has('period')).toBe(false);
  });

  it('shows the "állapot ekkor" day the figures stand at, and restores the pickers from the address', async () => {
    const fetchMock = mockApi({ 'GET /api/admin/insights': () => jsonResponse(200, insightsView({ asOf: '2026-11-20', applications: 2 })) });
    signInAs({ admin: true });
    renderApp(`${PATH}?from=2026-09-01&asOf=2026-11-20`);
    expect(await screen.findByText('Állapot ekkor: 2026. november 20. (a nap végén)')).toBeInTheDocument();
    expect(screen.getByLabelText('Állapot ekkor')).toHaveValue('2026-11-20');
    expect(screen.getByLabelText('Kezdete')).toHaveValue('2026-09-01');
    expect(asked(fetchMock, '/api/admin/insights').at(-1)?.get('asOf')).toBe('2026-11-20');
  });

  it('exports what a chart shows: its section with the same days and period', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/insights': () => jsonResponse(200, insightsView({ asOf: '2026-11-20' })),
      'GET /api/materials/downloadtoken': () => jsonResponse(200, { token: 'tkn' }),
    });
    // The download is an anchor the export button clicks: what it would open is what we check.
    const opened: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      opened.push(this.href);
    });
    signInAs({ admin: true });
    const { user } = renderApp(`${PATH}?from=2026-09-01&to=2026-11-20&asOf=2026-11-20&period=week`);
    await screen.findByRole('heading', { level: 2, name: 'Növekedés' });
    await user.click(within(section('Növekedés')).getByRole('button', { name: 'Letöltés (XLSX)' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    const growth = new URL(opened[0]);
    expect(growth.pathname).toBe('/api/admin/insights/export');
    expect(Object.fromEntries(growth.searchParams)).toEqual({ section: 'growth', from: '2026-09-01', to: '2026-11-20', asOf: '2026-11-20', period: 'week', token: 'tkn' });
    expect(asked(fetchMock, '/api/materials/downloadtoken')[0].get('path')).toBe('/api/admin/insights/export');

    await user.click(within(section('Tagok megyénként')).getByRole('button', { name: 'Letöltés (XLSX)' }));
    await waitFor(() => expect(opened).toHaveLength(2));
    expect(Object.fromEntries(new URL(opened[1]).searchParams)).toEqual({ section: 'counties', from: '2026-09-01', to: '2026-11-20', asOf: '2026-11-20', token: 'tkn' });
  });

  it('shows the server\'s field errors in Hungarian under the picker a bad day in the address is about', async () => {
    mockApi({
      'GET /api/admin/insights': () => jsonResponse(400, { statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: 'asOf', code: 'matches' }] }),
    });
    signInAs({ admin: true });
    renderApp(`${PATH}?asOf=2026-13-45`);
    expect(await screen.findByText('ÉÉÉÉ-HH-NN alakú napot adj meg.')).toBeInTheDocument();
    expect(screen.getByText('Az időszak vagy az állapot napja hibás: javítsd a jelölt mezőt.')).toBeInTheDocument();
    expect(screen.getByLabelText('Állapot ekkor')).toHaveAttribute('aria-invalid', 'true');
  });
});
