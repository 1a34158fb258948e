import { configure, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { jsonResponse, mockApi } from '@/testing/test-utils';
import type { MemberServiceView } from '@backend/contract/member-services';
import { ServicesPage } from '../components/services-page';
import { serviceGroup } from './fixtures';

// Fluent dialogs are slow to mount in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

/** The services page at "/", with `state` as router state (autoOpen) and a stand-in sub-page route. */
export function renderServices(state?: unknown) {
  return renderWithProviders(<ServicesPage />, {
    initialEntry: { pathname: '/', state },
    routes: [{ path: '/klub/szolgaltatasok/:subPageUrl', element: <p>Tartalom oldal</p> }],
  });
}

/**
 * GET /api/services answers `list()` each time, so a test can change what the reload returns; GET
 * /api/services/{id} (the open dialog's whole service) answers that service of `list()`.
 */
export function serve(list: () => MemberServiceView[], extra: Parameters<typeof mockApi>[0] = {}) {
  const details = Object.fromEntries(
    list().map(({ id }) => [`GET /api/services/${id}`, () => jsonResponse(200, list().find((service) => service.id === id))]),
  );
  return mockApi({ 'GET /api/services': () => jsonResponse(200, [serviceGroup(list())]), ...details, ...extra });
}

export async function openDetails(user: ReturnType<typeof renderServices>['user'], name: string) {
  const card = await screen.findByRole('article', { name });
  await user.click(within(card).getByRole('button', { name: 'Részletek' }));
  return screen.findByRole('dialog', { name });
}

export const calls = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);

export const bodyOf = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  JSON.parse(calls(fetchMock, key)[0][1]!.body as string);
