import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SITE_ROUTES } from '@backend/shared/site-routes';
import { routeModules, routes } from './router';
import { screenList } from '@/config/screens';
import { TOKEN_STORAGE_KEY } from '@/lib/token-storage';
import { enter } from '@/testing/forms';
import { jsonResponse, makeToken, mockApi, renderApp, signInAs } from '@/testing/test-utils';

describe('routes of SPEC §2', () => {
  it.each([
    ['/', 'Informatikatanárok klubja és mentorprogramja'],
    ['/tanar-vagyok', 'Tanár vagyok'],
    ['/cegeknek', 'Cégeknek'],
    ['/mentorcegek', 'Mentorcégeink'],
    ['/kapcsolat', 'Kapcsolat'],
    ['/elmenyek', 'Két nap egy fejlesztőcsapatban'],
    ['/adatkezelsi-tajekoztato', 'Adatkezelési tájékoztató'],
    ['/auth?post=https://partner.example.org/callback', 'Bejelentkezés partneroldalra'],
  ])('%s shows its heading', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/jelentkezes-folytatas?q=abc', 'POST /api/user/verifycompletioncode', 'Regisztráció befejezése'],
    ['/jelentkezes-veglegesites?q=abc', 'POST /api/user/verifyactivationcode', 'Fiók aktiválása'],
    ['/jelszo-helyreallitas?q=abc', 'POST /api/user/verifyresetcode', 'Új jelszó beállítása'],
  ])('%s verifies the code and shows its heading', async (path, call, heading) => {
    mockApi({ [call]: () => jsonResponse(200, { email: 'tanar@example.org', firstName: 'Éva' }) });
    renderApp(path);
    expect(await screen.findByLabelText('Jelszó még egyszer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows not-found with a way home for an unknown route', async () => {
    const { user, router } = renderApp('/nincs-ilyen-oldal');
    expect(await screen.findByRole('heading', { level: 1, name: 'A kért oldal nem található' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Vissza a főoldalra' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('/tanar-vagyok?401 redirects to /tanar-vagyok with the members-only banner', async () => {
    const { router } = renderApp('/tanar-vagyok?401');
    expect(await screen.findByText('Ez a tartalom csak klubtagok számára elérhető.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tanar-vagyok');
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({ error: 401 });
  });

  it('/tanar-vagyok without the flag shows no banner', async () => {
    renderApp('/tanar-vagyok');
    await screen.findByRole('heading', { level: 1, name: 'Tanár vagyok' });
    expect(screen.queryByText('Ez a tartalom csak klubtagok számára elérhető.')).not.toBeInTheDocument();
  });

  it('/jelentkezes opens the home page with the teacher signup dialog', async () => {
    const { router } = renderApp('/jelentkezes');
    expect(await screen.findByRole('dialog', { name: 'Jelentkezés klubtagnak' }, { timeout: 4000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('/jelentkezes goes to /klub for a member already signed in, with no second application', async () => {
    signInAs({ firstName: 'Éva' });
    const { router } = renderApp('/jelentkezes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Szia, Éva!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/klub');
    expect(screen.queryByRole('dialog', { name: 'Jelentkezés klubtagnak' })).not.toBeInTheDocument();
    // The tab is named after the page, not the greeting.
    await waitFor(() => expect(document.title).toBe('Klub kezdőlap – IT Tanár Klub'));
  });

  it('/netacademia goes to /klub', async () => {
    signInAs({ firstName: 'Éva' });
    const { router } = renderApp('/netacademia');
    expect(await screen.findByRole('heading', { level: 1, name: 'Szia, Éva!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/klub');
  });

  it('the companies page opens the company signup dialog', async () => {
    const { user } = renderApp('/cegeknek');
    const [button] = await screen.findAllByRole('button', { name: 'Cégem regisztrálása' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Cég regisztrációja' }, { timeout: 4000 });
    expect(within(dialog).getByLabelText('Cég neve')).toBeInTheDocument();
  });
});

describe('club routes', () => {
  it('greet the member by nickname', async () => {
    signInAs({ firstName: 'Éva', nickName: 'Évi' });
    renderApp('/klub');
    expect(await screen.findByRole('heading', { level: 1, name: 'Szia, Évi!' })).toBeInTheDocument();
    const tiles = screen.getByRole('list', { name: 'Klubfunkciók' });
    expect(within(tiles).getByRole('link', { name: /Mentorálás/ })).toHaveAttribute('href', '/klub/mentoralas');
    expect(within(tiles).getByRole('link', { name: /Meetupok/ })).toHaveAttribute('href', '/klub/meetupok');
  });

  it('without a session open the login dialog over home, then continue to the asked route', async () => {
    mockApi({
      'POST /api/user/login': () => jsonResponse(201, { jwt: makeToken() }),
      'GET /api/profile': () => jsonResponse(200, { email: 'tanar@example.org', firstName: 'Éva', lastName: 'Kiss' }),
      'GET /api/schools': () => jsonResponse(200, []),
    });
    const { user, router } = renderApp('/klub/profil');
    const dialog = await screen.findByRole('dialog', { name: 'Bejelentkezés' });
    expect(router.state.location.pathname).toBe('/');

    await enter(user, within(dialog).getByLabelText('E-mail-cím'), 'tanar@example.org');
    await enter(user, within(dialog).getByLabelText('Jelszó'), 'titok123');
    await user.click(within(dialog).getByRole('button', { name: 'Bejelentkezés' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/klub/profil');
    expect(await screen.findByLabelText('Vezetéknév')).toHaveValue('Kiss');
  }, 15_000); // three lazy route modules and the profile form load on the way

  it('sign the member out when the server rejects the token', async () => {
    signInAs({}, localStorage);
    mockApi({ 'GET /api/profile': () => jsonResponse(401, { statusCode: 401, message: 'UNAUTHENTICATED' }) });
    const { router } = renderApp('/klub/profil');
    expect(await screen.findByRole('dialog', { name: 'Bejelentkezés' }, { timeout: 4000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('info pages link back to the club', async () => {
    signInAs();
    renderApp('/klub/meetupok');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meetupok' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza a klubba' })).toHaveAttribute('href', '/klub');
  });

  it('service sub-pages are open to anonymous visitors, without the back link', async () => {
    mockApi({
      'GET /api/materials/services/webfejlesztes-alapok': () =>
        jsonResponse(200, { id: 's-1', name: 'Webfejlesztés a középiskolában', content: '<p>Nyílt tananyag.</p>', public: true, files: [] }),
    });
    renderApp('/klub/szolgaltatasok/webfejlesztes-alapok');
    expect(await screen.findByRole('heading', { level: 1, name: 'Webfejlesztés a középiskolában' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vissza a szolgáltatásokhoz' })).not.toBeInTheDocument();
  });
});

describe('/klub/kartya/:id', () => {
  it('signed in: opens the services list with that service', async () => {
    signInAs();
    const { router } = renderApp('/klub/kartya/17');
    expect(await screen.findByRole('heading', { level: 1, name: 'Szolgáltatások' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/klub/szolgaltatasok');
    expect(router.state.location.state).toEqual({ autoOpen: '17' });
  });

  it('signed out: login over home, then the services list with that service', async () => {
    mockApi({ 'POST /api/user/login': () => jsonResponse(201, { jwt: makeToken() }) });
    const { user, router } = renderApp('/klub/kartya/17');
    const dialog = await screen.findByRole('dialog', { name: 'Bejelentkezés' });
    expect(router.state.location.pathname).toBe('/');

    await user.type(within(dialog).getByLabelText('E-mail-cím'), 'tanar@example.org');
    await user.type(within(dialog).getByLabelText('Jelszó'), 'titok123');
    await user.click(within(dialog).getByRole('button', { name: 'Bejelentkezés' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Szolgáltatások' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ autoOpen: '17' });
  });

  it('without an id: not found', async () => {
    renderApp('/klub/kartya');
    expect(await screen.findByRole('heading', { level: 1, name: 'A kért oldal nem található' })).toBeInTheDocument();
  });
});

describe('admin routes', () => {
  it('redirect a member without the admin flag to /klub', async () => {
    signInAs({ firstName: 'Éva', admin: false });
    const { router } = renderApp('/klub/admin/felhasznalok');
    expect(await screen.findByRole('heading', { level: 1, name: 'Szia, Éva!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/klub');
  });

  it('show the dashboard and its screens to admins (the four of SPEC, and the partner sites of issue 11, the audit trail of issue 12)', async () => {
    signInAs({ admin: true });
    const { user } = renderApp('/klub/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Adminisztráció' })).toBeInTheDocument();
    const tiles = screen.getByRole('list', { name: 'Admin felületek' });
    expect(within(tiles).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/klub/admin/felhasznalok',
      '/klub/admin/cegek',
      '/klub/admin/szolgaltatasok',
      '/klub/admin/tananyagok',
      '/klub/admin/partnerek',
      '/klub/admin/naplo',
      '/klub/admin/attekintes',
    ]);

    await user.click(within(tiles).getByRole('link', { name: /Cégek/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jelentkezett cégek' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza az adminba' })).toHaveAttribute('href', '/klub/admin');
  });

  it('show not-found for other admin paths', async () => {
    signInAs({ admin: true });
    renderApp('/klub/admin/valami');
    expect(await screen.findByRole('heading', { level: 1, name: 'A kért oldal nem található' })).toBeInTheDocument();
  });
});

/** Every page the router declares, as full paths ("*" catch-alls are the not-found page, not a page). */
function declaredPages(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    if (route.path?.endsWith('*')) return [];
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const here = route.index || (route.path !== undefined && !route.children) ? [own || '/'] : [];
    const below = route.children ? declaredPages(route.children, own) : [];
    // A path with children is a page too when one child is its index.
    return [...here, ...below];
  });
}

describe('the pages the server knows', () => {
  it('are exactly the router\'s pages, so the server answers 404 for anything else', () => {
    expect([...new Set(declaredPages(routes))].sort()).toEqual([...SITE_ROUTES].sort());
  });

  it('load exactly the screens\' route modules, so no other file under routes/ becomes a chunk of its own', () => {
    const modules = screenList.flatMap((screen) => ('module' in screen ? [`./${screen.module}.tsx`] : []));
    expect(Object.keys(routeModules).sort()).toEqual(modules.sort());
  });
});
