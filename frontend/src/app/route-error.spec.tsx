import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { Outlet, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRestartContext, useRestartableRouter } from './app-restart';
import { AppProvider } from './provider';
import { RouteError } from './route-error';

const chunkMissing = () => new TypeError(`Failed to fetch dynamically imported module: ${location.origin}/assets/meetups-abc.js`);

/** The app's shape: a root route whose error page is RouteError, a lazy page below it. */
function renderRoutes(page: RouteObject['lazy']) {
  const routes: RouteObject[] = [{ path: '/', element: <Outlet />, errorElement: <RouteError />, hydrateFallbackElement: <p />, children: [{ path: 'klub/meetupok', lazy: page }] }];
  function App() {
    const { router, generation, restart } = useRestartableRouter(() => createMemoryRouter(routes, { initialEntries: ['/klub/meetupok'] }));
    return (
      <AppRestartContext.Provider value={restart}>
        <RouterProvider key={generation} router={router} />
      </AppRestartContext.Provider>
    );
  }
  const queryClient = new QueryClient();
  render(
    <AppProvider store={createStore()} queryClient={queryClient}>
      <App />
    </AppProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());
// The error page logs what it caught in development.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

describe('a page whose code did not arrive (issue 21)', () => {
  it('says so in Hungarian and "Újrapróbálom" imports the page again, without reloading', async () => {
    // The file is still on the server: a dropped connection, not a new release.
    const probe = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', probe);
    let attempts = 0;
    renderRoutes(async () => {
      attempts += 1;
      if (attempts === 1) throw chunkMissing();
      return { Component: () => <h1>Meetupok</h1> };
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Az oldal nem töltődött be' })).toBeInTheDocument();
    expect(screen.getByText(/lehet, hogy egy pillanatra megszakadt a kapcsolat/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Újrapróbálom' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meetupok' })).toBeInTheDocument();
    expect(attempts).toBe(2);
    expect(probe).toHaveBeenCalledWith(`${location.origin}/assets/meetups-abc.js`, expect.objectContaining({ method: 'HEAD' }));
  });

  it('offline, says that the connection is missing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderRoutes(() => Promise.reject(chunkMissing()));
    expect(await screen.findByText(/Nincs internetkapcsolat, és ez az oldal nincs elmentve ezen az eszközön/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Újrapróbálom' })).toBeInTheDocument();
  });

  it('a page that failed to render offers the same retry', async () => {
    let broken = true;
    function Page() {
      if (broken) throw new Error('render failed');
      return <h1>Meetupok</h1>;
    }
    renderRoutes(async () => ({ Component: Page }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Váratlan hiba történt' })).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Újrapróbálom' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meetupok' })).toBeInTheDocument();
  });
});
