import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { RouterProvider, createMemoryRouter, type InitialEntry } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { TOKEN_STORAGE_KEY } from '@/lib/token-storage';

/** Renders the whole app (real routes, providers) at a path. */
export function renderApp(initialEntry: InitialEntry = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  render(
    <AppProvider store={createStore()} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, user, queryClient };
}

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export interface TokenClaims {
  sub?: string;
  email?: string;
  firstName?: string;
  nickName?: string;
  admin?: boolean;
  /** Seconds from now until expiry (negative: already expired). */
  expiresIn?: number;
}

/** An unsigned JWT with the backend's payload shape; the client never verifies signatures. */
export function makeToken({ expiresIn = 3600, ...claims }: TokenClaims = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    sub: 'user-1',
    email: 'tanar@example.org',
    firstName: 'Éva',
    nickName: '',
    admin: false,
    ...claims,
    iat: now,
    exp: now + expiresIn,
  };
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

export function signInAs(claims: TokenClaims = {}, storage: Storage = sessionStorage): string {
  const token = makeToken(claims);
  storage.setItem(TOKEN_STORAGE_KEY, token);
  return token;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces fetch with a mock answering by "METHOD /path"; unknown calls answer 404. A handler also gets
 * the URL asked for (its query string: a page, a search).
 */
export function mockApi(handlers: Record<string, (init: RequestInit | undefined, url: URL) => Response | Promise<Response>>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const asked = new URL(url, 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${asked.pathname}`];
    return handler ? handler(init, asked) : jsonResponse(404, { statusCode: 404, message: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
