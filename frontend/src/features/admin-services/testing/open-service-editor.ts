import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { jsonResponse } from '@/testing/test-utils';
import { makeGroup, makeService } from './service-fixtures';
import { openServicesScreen, sentBodies, serviceHandlers } from './render-services';
import type { AdminServiceView } from '@backend/contract/admin-services';

type Handler = (init?: RequestInit) => Response;

/** Opens the edit dialog of one service; PUT answers the service with the sent changes. */
export async function openEditor(overrides: Partial<AdminServiceView> = {}, { files = [] as unknown[], handlers = {} as Record<string, Handler> } = {}) {
  const service = makeService({ id: 's-robot', name: 'Robotika műhely', serviceGroupId: 'g-1', ...overrides });
  const setup = await openServicesScreen([makeGroup({ id: 'g-1', name: 'Tantermi képzések', services: [service] })], {
    ...serviceHandlers(service, files),
    'PUT /api/admin/services': (init) => jsonResponse(200, { ...service, ...JSON.parse(String(init?.body)) }),
    ...handlers,
  });
  await setup.user.click(screen.getByRole('button', { name: `Szerkesztés: ${service.name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Szolgáltatás szerkesztése' });
  await within(dialog).findByRole('textbox', { name: /^Név/ }, { timeout: 5000 });
  const puts = () => sentBodies(setup.fetchMock, 'PUT', '/api/admin/services');
  return { ...setup, dialog, puts };
}

export const editorClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { name: 'Szolgáltatás szerkesztése', hidden: true })).not.toBeInTheDocument());
