import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Loaded up front so the lazy route's first render does not count against a test's time.
import '@/app/routes/admin/users';
import { jsonResponse } from '@/testing/test-utils';
import { openDownload } from '@/lib/open-download';
import { makeUser } from '../../testing/admin-fixtures';
import { kovacs, namesIn, openUsersScreen, reka, reviewedTable, rowOf, serveUsers, unactivatedTable } from '../../testing/users-screen';
import '../../testing/patience';
import { screens } from '@/config/screens';
import { SCREEN_READS } from '@/lib/early-reads';

vi.mock('@/lib/open-download', () => ({ openDownload: vi.fn() }));

beforeEach(() => {
  vi.mocked(openDownload).mockReset();
});

describe('the users screen', { timeout: 15_000 }, () => {
  it('has the title and a back link to the dashboard', async () => {
    serveUsers([kovacs()]);
    await openUsersScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Felhasználók' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza az adminba' })).toHaveAttribute('href', '/klub/admin');
  });

  it('lists applicants in the unactivated table and reviewed members, rejected ones too, in the other', async () => {
    serveUsers([
      kovacs(),
      makeUser({ fullName: 'Balogh Réka', activated: true }),
      makeUser({ fullName: 'Horváth Máté', rejected: true }),
      makeUser({ fullName: 'Tanár Demó', activated: true, registered: true }),
    ]);
    await openUsersScreen();
    expect(namesIn(unactivatedTable())).toEqual(['Kovács Péter']);
    expect(namesIn(reviewedTable())).toEqual(['Balogh Réka', 'Horváth Máté', 'Tanár Demó']);
    expect(within(rowOf(reviewedTable(), 'Balogh Réka')).getByText('Aktiválva, nincs regisztrálva')).toBeInTheDocument();
    expect(within(rowOf(reviewedTable(), 'Horváth Máté')).getByText('Elutasítva')).toBeInTheDocument();
    expect(within(rowOf(reviewedTable(), 'Tanár Demó')).getByText('Aktiválva és regisztrálva')).toBeInTheDocument();
    expect(screen.getByText('1 jelentkező vár aktiválásra.')).toBeInTheDocument();
  });

  it('shows the applicant row: contact, school, OM, education id and the registration date', async () => {
    serveUsers([kovacs()]);
    await openUsersScreen();
    const row = rowOf(unactivatedTable(), 'Kovács Péter');
    for (const text of ['kovacs.peter@example.org', '+36 30 111 2233', '1117 Budapest', 'Példa Gimnázium', '900001', '71234567897', '2026. november 20.']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });

  it('marks the school OM green when it equals the chosen school OM, red otherwise', async () => {
    serveUsers([
      makeUser({ fullName: 'Egyező OM', schoolOm: '900001', school: { id: 's1', om: '900001', name: 'Példa Gimnázium' } }),
      makeUser({ fullName: 'Eltérő OM', schoolOm: '912345', school: { id: 's1', om: '900001', name: 'Példa Gimnázium' } }),
    ]);
    await openUsersScreen();
    const good = within(rowOf(unactivatedTable(), 'Egyező OM')).getByText('900001');
    expect(good).toHaveAttribute('data-check', 'ok');
    expect(within(good).getByRole('img', { name: 'Egyezik a választott iskola OM azonosítójával' })).toBeInTheDocument();
    const bad = within(rowOf(unactivatedTable(), 'Eltérő OM')).getByText('912345');
    expect(bad).toHaveAttribute('data-check', 'bad');
    expect(within(bad).getByRole('img', { name: 'Nem egyezik a választott iskola OM azonosítójával' })).toBeInTheDocument();
  });

  it('marks the education id red unless its check passes', async () => {
    serveUsers([
      makeUser({ fullName: 'Jó Azonosító', personalId: '71234567897', personalIdValid: true }),
      makeUser({ fullName: 'Rossz Azonosító', personalId: '71234567890', personalIdValid: false }),
    ]);
    await openUsersScreen();
    const valid = within(rowOf(unactivatedTable(), 'Jó Azonosító')).getByText('71234567897');
    expect(valid).toHaveAttribute('data-check', 'ok');
    expect(within(valid).queryByRole('img')).not.toBeInTheDocument();
    const invalid = within(rowOf(unactivatedTable(), 'Rossz Azonosító')).getByText('71234567890');
    expect(invalid).toHaveAttribute('data-check', 'bad');
    expect(within(invalid).getByRole('img', { name: 'Az oktatási azonosító nem felel meg az ellenőrzésnek' })).toBeInTheDocument();
  });

  it("shows 'Regisztráció még nincs befejezve' for a completion-code member lacking OM and education id", async () => {
    serveUsers([
      makeUser({ fullName: 'Importált Tag', completionCode: true, schoolOm: '', personalId: '', phone: '', school: null }),
      makeUser({ fullName: 'Befejezett Tag', completionCode: true, phone: '+36 72 123 456' }),
    ]);
    await openUsersScreen();
    // The applicants' table starts with a tick box, then the name, then the phone.
    const cells = (name: string) => within(rowOf(unactivatedTable(), name)).getAllByRole('cell');
    expect(cells('Importált Tag')[2]).toHaveTextContent('Regisztráció még nincs befejezve');
    expect(cells('Befejezett Tag')[2]).toHaveTextContent('+36 72 123 456');
    expect(screen.getAllByText('Regisztráció még nincs befejezve')).toHaveLength(1);
  });
});

describe('actions', { timeout: 15_000 }, () => {
  it('activates without confirmation, says so, and moves the member to the activated table', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const fetchMock = serveUsers([kovacs()]);
    const { user } = await openUsersScreen();
    await user.click(within(rowOf(unactivatedTable(), 'Kovács Péter')).getByRole('button', { name: 'Aktiválás' }));

    expect(await screen.findByText('Kovács Péter aktiválva. Elküldtük neki az aktiváló linket.')).toBeInTheDocument();
    await waitFor(() => expect(namesIn(reviewedTable())).toEqual(['Kovács Péter']));
    expect(screen.getByText('Nincs aktiválásra váró jelentkező.')).toBeInTheDocument();
    expect(within(rowOf(reviewedTable(), 'Kovács Péter')).getByText('Aktiválva, nincs regisztrálva')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/admin/users/activate'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ userId: 'u-kovacs' });
  });

  it('tells staff when the member with a password can sign in now', async () => {
    serveUsers([makeUser({ fullName: 'Farkas Bence', completionCode: false, registered: true })]);
    const { user } = await openUsersScreen();
    await user.click(within(rowOf(unactivatedTable(), 'Farkas Bence')).getByRole('button', { name: 'Aktiválás' }));
    expect(await screen.findByText('Farkas Bence aktiválva. Értesítettük, hogy már be tud jelentkezni.')).toBeInTheDocument();
  });

  // Rejecting an applicant and blocking a member have their own dialog (disable-user-dialog.spec.tsx).
  it.each([['Törlés', 'Kovács Péter', 'Kovács Péter törlése?', '/admin/users/delete']])('%s of %s asks "%s" and does nothing when cancelled', async (action, name, question, path) => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const fetchMock = serveUsers([kovacs(), reka()]);
    const { user } = await openUsersScreen();
    await user.click(screen.getByRole('button', { name: `További műveletek: ${name}` }));
    await user.click(await screen.findByRole('menuitem', { name: action }));

    expect(confirm).toHaveBeenCalledWith(question);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(path))).toBe(false);
    expect(namesIn(unactivatedTable())).toEqual(['Kovács Péter']);
    expect(namesIn(reviewedTable())).toEqual(['Balogh Réka']);
  });

  it('deletes after confirmation and the member disappears', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    serveUsers([kovacs(), makeUser({ fullName: 'Varga Júlia' })]);
    const { user } = await openUsersScreen();
    await user.click(screen.getByRole('button', { name: 'További műveletek: Kovács Péter' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Törlés' }));

    expect(await screen.findByText('Kovács Péter törölve.')).toBeInTheDocument();
    await waitFor(() => expect(namesIn(unactivatedTable())).toEqual(['Varga Júlia']));
  });

  it.each([
    ['ALREADY_ACTIVATED', 'Aktiválás', 'Ez a tag már aktiválva van, és jelszót is beállított.'],
    ['CANNOT_DISABLE_SELF', 'Tiltás', 'Saját magadat nem tilthatod le.'],
    ['CANNOT_DELETE_SELF', 'Törlés', 'Saját magadat nem törölheted.'],
  ])('shows %s as a readable message', async (code, action, text) => {
    // Only an activated member is disabled through the menu's "Tiltás".
    const member = action === 'Tiltás' ? reka() : kovacs();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const conflict = () => jsonResponse(409, { statusCode: 409, message: code });
    serveUsers([member], {
      'POST /api/admin/users/activate': conflict,
      'POST /api/admin/users/disable': conflict,
      'POST /api/admin/users/delete': conflict,
    });
    const { user } = await openUsersScreen();
    if (action === 'Aktiválás') {
      await user.click(within(rowOf(unactivatedTable(), member.fullName)).getByRole('button', { name: 'Aktiválás' }));
    } else {
      await user.click(screen.getByRole('button', { name: `További műveletek: ${member.fullName}` }));
      await user.click(await screen.findByRole('menuitem', { name: action }));
      // A block is confirmed in its dialog, whose button says the same.
      if (action === 'Tiltás') await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Tiltás' }));
    }
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('does not offer disabling or deleting the signed-in admin', async () => {
    serveUsers([makeUser({ id: 'u-admin', fullName: 'Admin Adél', activated: true, registered: true, admin: true })]);
    await openUsersScreen();
    const row = rowOf(reviewedTable(), 'Admin Adél');
    expect(within(row).getByRole('button', { name: 'Szerkesztés' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /További műveletek/ })).not.toBeInTheDocument();
  });

  it('opens the edit dialog of a member', async () => {
    serveUsers([makeUser({ fullName: 'Balogh Réka', activated: true })]);
    const { user } = await openUsersScreen();
    await user.click(within(rowOf(reviewedTable(), 'Balogh Réka')).getByRole('button', { name: 'Szerkesztés' }));
    const dialog = await screen.findByRole('dialog', { name: 'Felhasználó adatai' });
    expect(await within(dialog).findByLabelText('Vezetéknév')).toHaveValue('Teszt');
    // Well after Tabster's 250 ms pass, the dialog is still there for assistive technology.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByRole('dialog', { name: 'Felhasználó adatai' })).toBeInTheDocument();
  });

  it('offers activation again to a rejected member', async () => {
    const fetchMock = serveUsers([makeUser({ id: 'u-h', fullName: 'Horváth Máté', rejected: true })]);
    const { user } = await openUsersScreen();
    await user.click(screen.getByRole('button', { name: 'További műveletek: Horváth Máté' }));
    expect(screen.queryByRole('menuitem', { name: 'Tiltás' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Elutasítás' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Aktiválás' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/admin/users/activate'))).toBe(true));
  });
});

describe('the activated table', { timeout: 15_000 }, () => {
  const members = () =>
    Array.from({ length: 25 }, (_, i) =>
      makeUser({ fullName: `Tag ${String(i + 1).padStart(2, '0')}`, email: `tag${i + 1}@example.org`, activated: true }),
    );

  it('shows 20 rows a page with 5, 10, 20, 500 and 2000 to choose from', async () => {
    serveUsers(members());
    const { user } = await openUsersScreen();
    expect(namesIn(reviewedTable())).toHaveLength(20);
    expect(screen.getByText('1–20, összesen 25')).toBeInTheDocument();
    const size = screen.getByRole('combobox', { name: 'Sor oldalanként' });
    expect(size).toHaveValue('20');
    expect(within(size).getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '20', '500', '2000']);

    await user.click(screen.getByRole('button', { name: 'Következő oldal' }));
    expect(namesIn(reviewedTable())).toEqual(['Tag 21', 'Tag 22', 'Tag 23', 'Tag 24', 'Tag 25']);
    expect(screen.getByRole('button', { name: 'Következő oldal' })).toBeDisabled();

    await user.selectOptions(size, '5');
    expect(namesIn(reviewedTable())).toEqual(['Tag 01', 'Tag 02', 'Tag 03', 'Tag 04', 'Tag 05']);
    expect(screen.getByText('1–5, összesen 25')).toBeInTheDocument();
  });

  it('searches the full name and the e-mail address and goes back to the first page', async () => {
    serveUsers([
      ...members(),
      makeUser({ fullName: 'Kovács Péter', email: 'kp@example.org', activated: true }),
      makeUser({ fullName: 'Nagy Éva', email: 'kovacs.eva@example.org', activated: true }),
      makeUser({ fullName: 'Kovács Applikáns', email: 'app@example.org' }),
    ]);
    const { user } = await openUsersScreen();
    await user.click(screen.getByRole('button', { name: 'Következő oldal' }));
    await user.type(screen.getByRole('searchbox', { name: 'Keresés név vagy e-mail-cím alapján' }), 'kovacs');
    await waitFor(() => expect(namesIn(reviewedTable())).toEqual(['Kovács Péter', 'Nagy Éva']));
    expect(namesIn(unactivatedTable())).toEqual(['Kovács Applikáns']);

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'tag7@');
    await waitFor(() => expect(namesIn(reviewedTable())).toEqual(['Tag 07']));

    await user.type(screen.getByRole('searchbox'), 'nincs');
    expect(await screen.findByText('Nincs a keresésnek megfelelő tag.')).toBeInTheDocument();
  });

  it('goes back to the first page when the search changes', async () => {
    serveUsers(members());
    const { user } = await openUsersScreen();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sor oldalanként' }), '5');
    await user.click(screen.getByRole('button', { name: 'Következő oldal' }));
    expect(namesIn(reviewedTable())[0]).toBe('Tag 06');
    // Every word must be found somewhere: "tag" and "1".
    await user.type(screen.getByRole('searchbox'), 'tag 1');
    await waitFor(() => expect(namesIn(reviewedTable())).toEqual(['Tag 01', 'Tag 10', 'Tag 11', 'Tag 12', 'Tag 13']));
    expect(screen.getByText('1–5, összesen 12')).toBeInTheDocument();
  });

  it('finds a member whatever the order of the words, accents aside', async () => {
    serveUsers([...members(), makeUser({ fullName: 'Nagy Éva', email: 'ne@example.org', activated: true })]);
    const { user } = await openUsersScreen();
    await user.type(screen.getByRole('searchbox'), 'eva nagy');
    await waitFor(() => expect(namesIn(reviewedTable())).toEqual(['Nagy Éva']));
  });

  it('sorts by a clicked header, and the other way round on a second click', async () => {
    serveUsers([
      makeUser({ fullName: 'Zöld Anna', activated: true }),
      makeUser({ fullName: 'Ábel Péter', activated: true }),
      makeUser({ fullName: 'Kovács Éva', activated: true }),
    ]);
    const { user } = await openUsersScreen();
    expect(namesIn(reviewedTable())).toEqual(['Zöld Anna', 'Ábel Péter', 'Kovács Éva']);
    const byName = within(reviewedTable()).getByRole('button', { name: 'Név' });
    await user.click(byName);
    await waitFor(() => expect(namesIn(reviewedTable())).toEqual(['Ábel Péter', 'Kovács Éva', 'Zöld Anna']));
    expect(within(reviewedTable()).getByRole('columnheader', { name: 'Név' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(reviewedTable()).getByRole('button', { name: 'Név' }));
    await waitFor(() => expect(namesIn(reviewedTable())).toEqual(['Zöld Anna', 'Kovács Éva', 'Ábel Péter']));
  });

  it('says the order in force, and sorts by school on the server (issue 41 §8)', async () => {
    const school = (name: string) => ({ id: name, om: '900001', name });
    const fetchMock = serveUsers([
      makeUser({ fullName: 'Zöld Anna', activated: true, school: school('Öveges József Technikum') }),
      makeUser({ fullName: 'Ábel Péter', activated: true, school: school('Csokonai Gimnázium') }),
      makeUser({ fullName: 'Kovács Éva', activated: true, school: school('Ady Endre Gimnázium') }),
    ]);
    const { user } = await openUsersScreen();
    expect(screen.getByText('Rendezés: Regisztrált (a legrégebbi elöl)')).toBeInTheDocument();
    expect(within(reviewedTable()).getByRole('columnheader', { name: 'Regisztrált' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(reviewedTable()).getByRole('button', { name: 'Iskola' }));
    await waitFor(() => expect(namesIn(reviewedTable())).toEqual(['Kovács Éva', 'Ábel Péter', 'Zöld Anna']));
    expect(screen.getByText('Rendezés: Iskola (növekvő)')).toBeInTheDocument();
    expect(within(reviewedTable()).getByRole('columnheader', { name: 'Iskola' })).toHaveAttribute('aria-sort', 'ascending');
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('table=activated'));
    expect(asked.at(-1)).toContain('sort=school&order=asc');
    await user.click(within(reviewedTable()).getByRole('button', { name: 'Iskola' }));
    await waitFor(() => expect(namesIn(reviewedTable())).toEqual(['Zöld Anna', 'Ábel Péter', 'Kovács Éva']));
    expect(screen.getByText('Rendezés: Iskola (csökkenő)')).toBeInTheDocument();
  });

  it('asks for each table’s first rows once, with the screen’s code: the reads lib/early-reads.ts starts are the ones the tables take', async () => {
    const fetchMock = serveUsers([kovacs(), makeUser({ id: 'u-anna', fullName: 'Zöld Anna', activated: true })]);
    await openUsersScreen();
    await waitFor(() => expect(namesIn(reviewedTable())).toEqual(['Zöld Anna']));
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/users?'));
    expect(asked.sort()).toEqual(SCREEN_READS[screens.admin.users.path]!.map((path) => `/api${path}`).sort());
  });

  it('draws a page of 2000 windowed: the rows in view, not all of them', async () => {
    serveUsers(Array.from({ length: 2000 }, (_, i) => makeUser({ fullName: `Tag ${i + 1}`, email: `t${i + 1}@example.org`, activated: true })));
    const { user } = await openUsersScreen();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sor oldalanként' }), '2000');
    expect(await screen.findByText('1–2000, összesen 2000')).toBeInTheDocument();
    const drawn = namesIn(reviewedTable());
    expect(drawn[0]).toBe('Tag 1');
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.length).toBeLessThan(100);
    expect(reviewedTable()).toHaveAttribute('aria-rowcount', '2001');
  });

  it('draws a long unactivated list windowed: one list, the rows in view only', async () => {
    serveUsers(Array.from({ length: 1800 }, (_, i) => makeUser({ fullName: `Jelentkező ${i + 1}`, email: `j${i + 1}@example.org`, activated: false })));
    await openUsersScreen();
    await waitFor(() => expect(namesIn(unactivatedTable())[0]).toBe('Jelentkező 1'));
    const drawn = namesIn(unactivatedTable());
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.length).toBeLessThan(100);
    expect(unactivatedTable()).toHaveAttribute('aria-rowcount', '1801');
  });

  it('exports through a fresh download token', async () => {
    const fetchMock = serveUsers(members(), { 'GET /api/materials/downloadtoken': () => jsonResponse(200, { token: 'abc.def' }) });
    const { user } = await openUsersScreen();
    await user.click(screen.getByRole('button', { name: 'Exportálás (XLSX)' }));
    await waitFor(() => expect(openDownload).toHaveBeenCalledWith('/api/admin/users/export?token=abc.def'));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/materials/downloadtoken?path=%2Fapi%2Fadmin%2Fusers%2Fexport')).toBe(true);
  });

  it('says so when the export cannot start', async () => {
    serveUsers(members(), { 'GET /api/materials/downloadtoken': () => jsonResponse(500, { statusCode: 500, message: 'UNKNOWN' }) });
    const { user } = await openUsersScreen();
    await user.click(screen.getByRole('button', { name: 'Exportálás (XLSX)' }));
    expect(await screen.findByText('Nem sikerült elindítani az exportot. Kérjük, próbáld újra.')).toBeInTheDocument();
    expect(openDownload).not.toHaveBeenCalled();
  });
});
