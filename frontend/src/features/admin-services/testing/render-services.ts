import { configure, screen } from '@testing-library/react';
import { jsonResponse, mockApi, renderApp, signInAs } from '@/testing/test-utils';
import type { AdminServiceGroupPage, AdminServiceGroupView, AdminServiceView } from '@backend/contract/admin-services';
import { ADMIN_SERVICES_PAGE_SIZE, ADMIN_SERVICES_SHOWN_AT_FIRST } from '@backend/modules/catalogue/domain/admin-service-pages';
import { makeSignupPage } from './service-fixtures';

type Handler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

// These specs render the whole app with Fluent dialogs; on a busy machine a dialog or a reload can
// take longer than Testing Library's default 1 s to appear. Each spec file runs isolated, so this
// applies to the specs that import this helper only.
configure({ asyncUtilTimeout: 5000 });

/** The JSON bodies the app sent with `METHOD /api/path`, in order. */
export function sentBodies(fetchMock: ReturnType<typeof mockApi>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));
}

/** A whole category as GET /admin/servicegroups lists it: the first rows of each list and their counts. */
export const listed = (group: AdminServiceGroupView): AdminServiceGroupView => ({
  ...group,
  services: group.services.slice(0, ADMIN_SERVICES_SHOWN_AT_FIRST),
  serviceCount: group.services.length,
  archivedServices: group.archivedServices.slice(0, ADMIN_SERVICES_SHOWN_AT_FIRST),
  archivedCount: group.archivedServices.length,
});

/** One list of a whole category as `?group=&list=&pageSize=` answers it (page 1). */
function groupPage(groups: AdminServiceGroupView[], url: URL): Response {
  const group = groups.find(({ id }) => id === url.searchParams.get('group'));
  if (!group) return jsonResponse(404, { statusCode: 404, message: 'GROUP_NOT_FOUND' });
  const list = url.searchParams.get('list') === 'archived' ? 'archived' : 'services';
  const rows = list === 'archived' ? group.archivedServices : group.services;
  const pageSize = Number(url.searchParams.get('pageSize') ?? ADMIN_SERVICES_PAGE_SIZE);
  const page: AdminServiceGroupPage = { groupId: group.id, list, total: rows.length, page: 1, pageSize, items: rows.slice(0, pageSize) };
  return jsonResponse(200, page);
}

/**
 * Signs in as an admin and opens /klub/admin/szolgaltatasok (or the `address` of it a link gives) with
 * the given categories (each whole, read at every call, so a test may change them) and extra calls.
 */
export async function openServicesScreen(groups: AdminServiceGroupView[], handlers: Record<string, Handler> = {}, address = '/klub/admin/szolgaltatasok') {
  const servicegroups = (_: RequestInit | undefined, url: URL) => (url.searchParams.has('group') ? groupPage(groups, url) : jsonResponse(200, groups.map(listed)));
  const fetchMock = mockApi({ 'GET /api/admin/servicegroups': servicegroups, ...handlers });
  signInAs({ admin: true });
  const { user, queryClient, router } = renderApp(address);
  // The first render loads the lazy route: allow for a cold start.
  await screen.findByRole('heading', { level: 1, name: 'Szolgáltatások kezelése' }, { timeout: 5000 });
  if (groups.length > 0) await screen.findByRole('region', { name: groups[0]!.name }, { timeout: 5000 });
  return { user, fetchMock, queryClient, router };
}

/** The detail (as a page of its sign-ups) and files calls of one service, for the dialogs. */
export function serviceHandlers(detail: AdminServiceView, files: unknown[] = []): Record<string, Handler> {
  return {
    [`GET /api/admin/services/${detail.id}`]: () => jsonResponse(200, makeSignupPage(detail)),
    [`GET /api/admin/services/${detail.id}/files`]: () => jsonResponse(200, files),
  };
}
