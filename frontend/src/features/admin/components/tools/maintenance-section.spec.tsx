import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminToaster } from '@/components/ui/admin-toaster';
import { renderWithProviders } from '@/testing/render';
import { jsonResponse, mockApi } from '@/testing/test-utils';
import { MaintenanceSection } from './maintenance-section';
import '../../testing/patience';

const csv = (name = 'tagok.csv') => new File(['email,vezetéknév,keresztnév\n'], name, { type: 'text/csv' });

function renderTools(handlers: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi({
    'GET /api/admin/schools': () => jsonResponse(200, [{ id: 's1', om: '900001', name: 'Példa Gimnázium', city: 'Budapest' }]),
    ...handlers,
  });
  return {
    ...renderWithProviders(
      <>
        <AdminToaster />
        <MaintenanceSection />
      </>,
    ),
    fetchMock,
  };
}

const card = (name: string) => screen.getByRole('region', { name });

describe('member import', { timeout: 15_000 }, () => {
  const preview = {
    rows: 6,
    importable: 3,
    errors: [
      { line: 3, message: 'Hiányzó vezetéknév' },
      { line: 3, message: 'Hiányzó keresztnév' },
      { line: 5, message: 'Ez az email cím már foglalt.' },
    ],
    recipients: [
      { fullName: 'Kiss Anna', email: 'kiss.anna@example.org' },
      { fullName: 'Nagy Béla', email: 'nagy.bela@example.org' },
    ],
  };
  const imported = {
    imported: 3,
    errors: [
      { line: 3, message: 'Hiányzó vezetéknév' },
      { line: 3, message: 'Hiányzó keresztnév' },
      { line: 5, message: 'Hibás vagy hiányzó e-mail-cím' },
    ],
  };
  const calls = (fetchMock: ReturnType<typeof mockApi>, path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === path);

  it('previews the chosen file (rows, rows left out, who will be mailed), then imports the same file once confirmed (issue 41 §4)', async () => {
    const { user, fetchMock } = renderTools({
      'POST /api/admin/users/import/preview': () => jsonResponse(200, preview),
      'POST /api/admin/users/import': () => jsonResponse(200, imported),
    });
    const members = card('Tagok importálása');
    const submit = within(members).getByRole('button', { name: 'Importálás' });
    expect(submit).toBeDisabled();

    const file = csv();
    await user.upload(within(members).getByLabelText('Taglista fájl (CSV vagy XLSX)'), file);
    expect(within(members).getByText('tagok.csv')).toBeInTheDocument();
    await user.click(submit);

    expect(await within(members).findByText(/A fájlban 6 sor van, ebből 3 tagot importálunk\. Amíg nem erősíted meg, semmi nem változik/)).toBeInTheDocument();
    expect(within(members).getByText(/2 sor kimarad:/)).toBeInTheDocument();
    expect(within(members).getByText(/3 tag kap levelet a regisztrációja befejezéséhez:/)).toBeInTheDocument();
    expect(within(members).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '3. sor: Hiányzó vezetéknév',
      '3. sor: Hiányzó keresztnév',
      '5. sor: Ez az email cím már foglalt.',
      'Kiss Anna (kiss.anna@example.org)',
      'Nagy Béla (nagy.bela@example.org)',
    ]);
    expect(within(members).getByText(/…és még 1 tag\./)).toBeInTheDocument();
    expect(calls(fetchMock, '/api/admin/users/import')).toHaveLength(0);

    await user.click(within(members).getByRole('button', { name: 'Importálás megerősítése' }));
    expect(await within(members).findByText(/3 tag importálva\./)).toBeInTheDocument();
    expect(within(members).getByText(/2 hibás sor, ezek kimaradtak:/)).toBeInTheDocument();
    expect(within(members).queryByRole('button', { name: 'Importálás megerősítése' })).not.toBeInTheDocument();
    const [[, previewInit]] = calls(fetchMock, '/api/admin/users/import/preview');
    const [[, init]] = calls(fetchMock, '/api/admin/users/import');
    expect(init?.body).toBeInstanceOf(FormData);
    // The very file previewed is the one imported.
    expect((init?.body as FormData).get('file')).toBe((previewInit?.body as FormData).get('file'));
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });

  it('imports nothing when staff cancel the preview', async () => {
    const { user, fetchMock } = renderTools({
      'POST /api/admin/users/import/preview': () => jsonResponse(200, preview),
      'POST /api/admin/users/import': () => jsonResponse(200, imported),
    });
    const members = card('Tagok importálása');
    await user.upload(within(members).getByLabelText('Taglista fájl (CSV vagy XLSX)'), csv());
    await user.click(within(members).getByRole('button', { name: 'Importálás' }));
    await user.click(await within(members).findByRole('button', { name: 'Mégse' }));
    expect(within(members).queryByText(/tag kap levelet/)).not.toBeInTheDocument();
    expect(within(members).getByRole('button', { name: 'Importálás' })).toBeEnabled();
    expect(calls(fetchMock, '/api/admin/users/import')).toHaveLength(0);
  });

  it('says that nobody would be mailed when no row can be imported, and offers no confirmation', async () => {
    const { user } = renderTools({
      'POST /api/admin/users/import/preview': () => jsonResponse(200, { rows: 1, importable: 0, errors: [{ line: 2, message: 'Hiányzó vezetéknév' }], recipients: [] }),
    });
    const members = card('Tagok importálása');
    await user.upload(within(members).getByLabelText('Taglista fájl (CSV vagy XLSX)'), csv());
    await user.click(within(members).getByRole('button', { name: 'Importálás' }));
    expect(await within(members).findByText(/Nincs importálható sor, ezért senki nem kap levelet\./)).toBeInTheDocument();
    expect(within(members).queryByRole('button', { name: 'Importálás megerősítése' })).not.toBeInTheDocument();
    expect(within(members).getByRole('button', { name: 'Mégse' })).toBeInTheDocument();
  });

  it('explains a file it cannot read', async () => {
    const { user } = renderTools({
      'POST /api/admin/users/import/preview': () =>
        jsonResponse(400, { statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: 'file', code: 'unknownColumns' }] }),
    });
    const members = card('Tagok importálása');
    await user.upload(within(members).getByLabelText('Taglista fájl (CSV vagy XLSX)'), csv());
    await user.click(within(members).getByRole('button', { name: 'Importálás' }));
    expect(await within(members).findByText('Nem találtuk a szükséges oszlopokat a fájl első soraiban.')).toBeInTheDocument();
  });

  it.each([
    ['tooManyRows', 'A fájl túl nagy: legfeljebb 10 000 sor'],
    ['tooLargeUnpacked', 'A fájl túl nagy: kibontva legfeljebb 100 MB'],
  ])('says in Hungarian that a file is beyond the import limits (%s, issue 22 §6)', async (code, text) => {
    const { user } = renderTools({
      'POST /api/admin/users/import/preview': () => jsonResponse(400, { statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: 'file', code, message: text }] }),
    });
    const members = card('Tagok importálása');
    await user.upload(within(members).getByLabelText('Taglista fájl (CSV vagy XLSX)'), csv());
    await user.click(within(members).getByRole('button', { name: 'Importálás' }));
    expect(await within(members).findByText(text)).toBeInTheDocument();
  });
});

describe('data-check request', { timeout: 15_000 }, () => {
  const askedOnce = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/request-profile-check')).length;

  it('asks in the app’s own dialog, never the browser’s, then reports how many members were asked in a toast', async () => {
    const browserConfirm = vi.spyOn(window, 'confirm');
    const { user, fetchMock } = renderTools({ 'POST /api/admin/users/request-profile-check': () => jsonResponse(200, { count: 12 }) });
    await user.click(within(card('Adategyeztetés')).getByRole('button', { name: 'Adategyeztetés kérése' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Adategyeztetés kérése minden tagtól' });
    expect(within(dialog).getByText('Minden aktivált tagtól adategyeztetést kérsz a következő belépéskor. Folytatod?')).toBeInTheDocument();
    // The safe answer has the focus: Enter does not ask every member.
    expect(within(dialog).getByRole('button', { name: 'Mégse' })).toHaveFocus();
    expect(askedOnce(fetchMock)).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: 'Adategyeztetés kérése' }));
    expect(await screen.findByText('12 tagtól kértünk adategyeztetést.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(askedOnce(fetchMock)).toBe(1);
    expect(browserConfirm).not.toHaveBeenCalled();
  });

  it('says how the check asked for stands, and again after asking (issue 41 §3)', async () => {
    let progress = { done: 3, pending: 5 };
    const { user } = renderTools({
      'GET /api/admin/users/profile-check': () => jsonResponse(200, progress),
      'POST /api/admin/users/request-profile-check': () => {
        progress = { done: 0, pending: 8 };
        return jsonResponse(200, { count: 8 });
      },
    });
    const tool = card('Adategyeztetés');
    expect(await within(tool).findByRole('status')).toHaveTextContent('Az adategyeztetés állása: 3 tag már elmentette a profilját, 5 még nem.');
    await user.click(within(tool).getByRole('button', { name: 'Adategyeztetés kérése' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Adategyeztetés kérése' }));
    await waitFor(() => expect(within(tool).getByRole('status')).toHaveTextContent('0 tag már elmentette a profilját, 8 még nem.'));
  });

  it('says when no check is under way', async () => {
    renderTools({ 'GET /api/admin/users/profile-check': () => jsonResponse(200, { done: 0, pending: 0 }) });
    expect(await within(card('Adategyeztetés')).findByRole('status')).toHaveTextContent('Most nincs folyamatban adategyeztetés.');
  });

  it('does nothing when cancelled', async () => {
    const { user, fetchMock } = renderTools({});
    await user.click(within(card('Adategyeztetés')).getByRole('button', { name: 'Adategyeztetés kérése' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Adategyeztetés kérése minden tagtól' });
    await user.click(within(dialog).getByRole('button', { name: 'Mégse' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(askedOnce(fetchMock)).toBe(0);
  });

  it('says so in a toast when the request fails', async () => {
    const { user } = renderTools({ 'POST /api/admin/users/request-profile-check': () => jsonResponse(503, { statusCode: 503, message: 'UNKNOWN' }) });
    await user.click(within(card('Adategyeztetés')).getByRole('button', { name: 'Adategyeztetés kérése' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Adategyeztetés kérése' }));
    expect(await screen.findByText('Váratlan hiba történt. Kérjük, próbáld újra később.')).toBeInTheDocument();
  });
});

describe('school import', { timeout: 15_000 }, () => {
  it('shows the size of the list and reports imported, updated and bad lines', async () => {
    const { user } = renderTools({
      'POST /api/admin/schools/import': () =>
        jsonResponse(200, { imported: 3, updated: 1, errors: [{ line: 7, message: 'Az OM azonosító 6 számjegyű' }] }),
    });
    const schools = card('Iskolák');
    expect(await within(schools).findByText('Jelenleg 1 iskola szerepel a listában.')).toBeInTheDocument();
    await user.upload(within(schools).getByLabelText('Iskolalista fájl (CSV vagy XLSX)'), csv('iskolak.xlsx'));
    await user.click(within(schools).getByRole('button', { name: 'Importálás' }));
    expect(await within(schools).findByText(/3 új iskola, 1 frissítve\./)).toBeInTheDocument();
    expect(within(schools).getByText('7. sor: Az OM azonosító 6 számjegyű')).toBeInTheDocument();
  });
});
