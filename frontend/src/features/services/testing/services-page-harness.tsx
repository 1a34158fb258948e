import { configure, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { jsonResponse, mockApi } from '@/testing/test-utils';
import type { MemberServicePage, MemberServiceView } from '@backend/contract/member-services';
import { SERVICES_PAGE_SIZE, SERVICES_SHOWN_AT_FIRST } from '@backend/modules/catalogue/domain/member-service-pages';
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

/** One category's page as the server answers `?group=&pageSize=` (page 1). */
function groupPage(services: MemberServiceView[], url: URL): MemberServicePage {
  const pageSize = Number(url.searchParams.get('pageSize') ?? SERVICES_PAGE_SIZE);
  return { groupId: url.searchParams.get('group') ?? '', total: services.length, page: 1, pageSize, items: services.slice(0, pageSize) };
}

/**
 * GET /api/services answers `list()` each time as one category, so a test can change what the reload
 * returns: its first services and their count, or with `group` a page of it, as the server does;
 * GET /api/services/{id} (the open dialog's whole service) answers that service of `list()`.
 */
export function serve(list: () => MemberServiceView[], extra: Parameters<typeof mockApi>[0] = {}) {
  const details = Object.fromEntries(
    list().map(({ id }) => [`GET /api/services/${id}`, () => jsonResponse(200, list().find((service) => service.id === id))]),
  );
  const services = (_: RequestInit | undefined, url: URL) =>
    url.searchParams.has('group')
      ? jsonResponse(200, groupPage(list(), url))
      : jsonResponse(200, [serviceGroup(list().slice(0, SERVICES_SHOWN_AT_FIRST), { serviceCount: list().length })]);
  return mockApi({ 'GET /api/services': services, ...details, ...extra });
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
