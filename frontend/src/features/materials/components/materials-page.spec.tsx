import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MaterialGroupView } from '@backend/contract/materials';
import { renderWithProviders } from '@/testing/render';
import { jsonResponse, mockApi, signInAs } from '@/testing/test-utils';
import { MaterialsPage } from './materials-page';

const GROUPS: MaterialGroupView[] = [
  {
    id: 'g1',
    order: 0,
    tags: 'Python;érettségi',
    materials: [
      { id: 'm1', name: 'Ciklusok – óravázlat', type: 'pdf', link: '/klub/tananyagok/letoltesek/m1/f1', order: 0, size: 3072, onlineOnly: false, published: true },
      { id: 'm2', name: 'A kurzus táblája', type: 'trello', link: 'https://trello.com/b/pelda', order: 1, size: null, onlineOnly: true, published: true },
    ],
  },
  {
    id: 'g2',
    order: 1,
    tags: 'webfejlesztés',
    materials: [{ id: 'm3', name: 'HTML alapok', type: 'video', link: 'https://example.org/v', order: 0, size: null, onlineOnly: true, published: true }],
  },
];

function open(path = '/klub/tananyagok', groups = GROUPS) {
  signInAs({ sub: 'u-1' });
  mockApi({ 'GET /api/materials': () => jsonResponse(200, groups) });
  return renderWithProviders(<MaterialsPage />, { initialEntry: path, routes: [{ path: '/klub/tananyagok', element: <MaterialsPage /> }] });
}

const groupRegions = () => screen.getAllByRole('region', { name: /^Tananyagcsoport/ });

describe('the materials page', () => {
  it('shows the groups in order with their tags, and each material with its type icon, name link and size', async () => {
    open();
    // The list renders in the background (a deferred value); the file's first render, cold, can take over a second.
    await screen.findByRole('link', { name: 'HTML alapok' }, { timeout: 5_000 });
    const [python, web] = groupRegions();
    expect(within(python).getByLabelText('A csoport címkéi')).toHaveTextContent('Pythonérettségi');
    expect(within(python).getByRole('button', { name: 'Ciklusok – óravázlat' })).toBeInTheDocument();
    expect(within(python).getByText('3 KB')).toBeInTheDocument();
    expect(within(python).getByRole('link', { name: 'A kurzus táblája' })).toHaveAttribute('href', 'https://trello.com/b/pelda');
    expect(within(python).getByText('csak online')).toBeInTheDocument();
    expect(python.querySelector('img[src="/materials/pdf.webp"]')).not.toBeNull();
    expect(within(web).getByRole('link', { name: 'HTML alapok' })).toBeInTheDocument();
  });

  it('filters by tag and by name, keeping both in the address', async () => {
    const { user, router } = open();
    await screen.findByRole('link', { name: 'HTML alapok' });
    await user.click(screen.getByRole('button', { name: 'Python', pressed: false }));
    await waitFor(() => expect(groupRegions()).toHaveLength(1));
    expect(router.state.location.search).toBe('?cimke=Python');
    await user.type(screen.getByRole('searchbox'), 'tabla');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ciklusok – óravázlat' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'A kurzus táblája' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('tabla');
  });

  it('opens a shared, filtered address as it was, and says when nothing matches', async () => {
    const { user } = open('/klub/tananyagok?cimke=webfejleszt%C3%A9s&q=nincs');
    expect(await screen.findByText('Nincs a szűrésnek megfelelő tananyag.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Szűrés törlése' }));
    await waitFor(() => expect(groupRegions()).toHaveLength(2));
  });

  it('has a clear empty state', async () => {
    open('/klub/tananyagok', []);
    expect(await screen.findByText('Még nincs feltöltött tananyag. Nézz vissza később!')).toBeInTheDocument();
  });
});

describe('the materials page offline (issue 21)', () => {
  const offline = () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
  };
  afterEach(() => vi.restoreAllMocks());

  it('shows the saved list with its time, and what is not saved on the device as unavailable, not as links', async () => {
    signInAs({ sub: 'u-1' });
    // Saved at 20:08 UTC on 26 November: 21:08 in Budapest, whatever the device's time zone.
    localStorage.setItem('offline:u-1:materials', JSON.stringify({ data: GROUPS, savedAt: '2026-11-26T20:08:00.000Z' }));
    offline();
    renderWithProviders(<MaterialsPage />, { initialEntry: '/klub/tananyagok', routes: [{ path: '/klub/tananyagok', element: <MaterialsPage /> }] });
    expect(await screen.findByText('Offline nézet – a lista 2026. november 26. 21:08-kor mentett állapota.')).toBeInTheDocument();
    const [python, web] = groupRegions();
    for (const name of ['Ciklusok – óravázlat', 'A kurzus táblája']) {
      expect(within(python).getByText(name)).toBeInTheDocument();
      expect(within(python).queryByRole('link', { name })).not.toBeInTheDocument();
      expect(within(python).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(within(python).getAllByText('offline nem érhető el')).toHaveLength(2);
    expect(within(web).queryByRole('link', { name: 'HTML alapok' })).not.toBeInTheDocument();
    expect(within(web).getByText('csak online')).toBeInTheDocument();
  });

  it('without a saved copy, says so and offers "Újrapróbálom" instead of loading for ever', async () => {
    signInAs({ sub: 'u-1' });
    offline();
    renderWithProviders(<MaterialsPage />, { initialEntry: '/klub/tananyagok', routes: [{ path: '/klub/tananyagok', element: <MaterialsPage /> }] });
    expect(await screen.findByText('Nem sikerült betölteni a tananyagokat.')).toBeInTheDocument();
    expect(screen.getByText(/Nincs internetkapcsolat, és ez az oldal nincs elmentve ezen az eszközön\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Újrapróbálom' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Betöltés…')).not.toBeInTheDocument();
  });
});
