import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { jsonResponse, mockApi } from '@/testing/test-utils';
import { QueryState } from './query-state';

/** A page that reads GET /api/profile the way every page does, through the shared states. */
function ProfileName() {
  const query = useQuery({ queryKey: ['profile'], queryFn: ({ signal }) => apiRequest<{ name: string }>('/profile', { signal }) });
  return (
    <QueryState query={query} failed="Nem sikerült betölteni a profilodat.">
      {(profile) => <p>{profile.name}</p>}
    </QueryState>
  );
}

const goOffline = (offline: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);

afterEach(() => vi.restoreAllMocks());

describe('a page’s data, in the states every screen shares (issue 21)', () => {
  it('shows "Betöltés…" while the answer is on its way, then the content', async () => {
    mockApi({ 'GET /api/profile': () => jsonResponse(200, { name: 'Kiss Éva' }) });
    renderWithProviders(<ProfileName />);
    expect(screen.getByText('Betöltés…')).toBeInTheDocument();
    expect(await screen.findByText('Kiss Éva')).toBeInTheDocument();
  });

  it('after a 503 says what failed and why, and "Újrapróbálom" loads it once the server answers', async () => {
    let up = false;
    mockApi({ 'GET /api/profile': () => (up ? jsonResponse(200, { name: 'Kiss Éva' }) : new Response('Service Unavailable', { status: 503 })) });
    const { user } = renderWithProviders(<ProfileName />);
    expect(await screen.findByText('Nem sikerült betölteni a profilodat.')).toBeInTheDocument();
    expect(screen.getByText(/A szerveren átmeneti hiba történt\./)).toBeInTheDocument();
    expect(screen.queryByText('Betöltés…')).not.toBeInTheDocument();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Újrapróbálom' }));
    expect(await screen.findByText('Kiss Éva')).toBeInTheDocument();
  });

  it('says when the server could not be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    renderWithProviders(<ProfileName />);
    expect(await screen.findByText(/Nem sikerült elérni a szervert\./)).toBeInTheDocument();
  });

  it('says when the server did not answer in time, instead of waiting for ever', async () => {
    // A server that never answers: the call fails only when the api-client's timeout aborts it.
    const silent = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    vi.stubGlobal('fetch', vi.fn(silent));
    function Hanging() {
      const query = useQuery({ queryKey: ['hanging'], queryFn: ({ signal }) => apiRequest<string>('/slow', { signal, timeoutMs: 20 }) });
      return (
        <QueryState query={query} failed="Nem sikerült betölteni a listát.">
          {(value) => <p>{value}</p>}
        </QueryState>
      );
    }
    renderWithProviders(<Hanging />);
    expect(await screen.findByText(/A szerver nem válaszolt időben\./)).toBeInTheDocument();
  });

  it('offline with nothing saved, says so, and loads by itself once the connection is back', async () => {
    goOffline(true);
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    renderWithProviders(<ProfileName />);
    expect(await screen.findByText(/Nincs internetkapcsolat, és ez az oldal nincs elmentve ezen az eszközön\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Újrapróbálom' })).toBeInTheDocument();

    goOffline(false);
    mockApi({ 'GET /api/profile': () => jsonResponse(200, { name: 'Kiss Éva' }) });
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Kiss Éva')).toBeInTheDocument();
  });

  it('a read paused for the network reads as offline, not as "Betöltés…"', async () => {
    goOffline(true);
    const { onlineManager } = await import('@tanstack/react-query');
    onlineManager.setOnline(false);
    try {
      function Paused() {
        const query = useQuery({ queryKey: ['paused'], queryFn: () => Promise.resolve('x'), networkMode: 'online' });
        return (
          <QueryState query={query} failed="Nem sikerült betölteni a listát.">
            {(value) => <p>{value}</p>}
          </QueryState>
        );
      }
      renderWithProviders(<Paused />);
      await waitFor(() => expect(screen.getByText('Nem sikerült betölteni a listát.')).toBeInTheDocument());
      expect(screen.queryByText('Betöltés…')).not.toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
