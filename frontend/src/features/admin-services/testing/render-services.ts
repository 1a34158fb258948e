import { configure, screen } from '@testing-library/react';
import { jsonResponse, mockApi, renderApp, signInAs } from '@/testing/test-utils';
import type { AdminServiceGroupView, AdminServiceView } from '@backend/contract/admin-services';
import { makeSignupPage } from './service-fixtures';

type Handler = (init?: RequestInit) => Response | Promise<Response>;

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

/** Signs in as an admin and opens /klub/admin/szolgaltatasok with the given categories and extra calls. */
export async function openServicesScreen(groups: AdminServiceGroupView[], handlers: Record<string, Handler> = {}) {
  const fetchMock = mockApi({ 'GET /api/admin/servicegroups': () => jsonResponse(200, groups), ...handlers });
  signInAs({ admin: true });
  const { user, queryClient } = renderApp('/klub/admin/szolgaltatasok');
  // The first render loads the lazy route: allow for a cold start.
  await screen.findByRole('heading', { level: 1, name: 'Szolgáltatások kezelése' }, { timeout: 5000 });
  if (groups.length > 0) await screen.findByRole('region', { name: groups[0]!.name }, { timeout: 5000 });
  return { user, fetchMock, queryClient };
}

/** The detail (as a page of its sign-ups) and files calls of one service, for the dialogs. */
export function serviceHandlers(detail: AdminServiceView, files: unknown[] = []): Record<string, Handler> {
  return {
    [`GET /api/admin/services/${detail.id}`]: () => jsonResponse(200, makeSignupPage(detail)),
    [`GET /api/admin/services/${detail.id}/files`]: () => jsonResponse(200, files),
  };
}
