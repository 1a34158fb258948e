import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// Loaded up front so the lazy route's first render does not count against a test's time.
import '@/app/routes/admin/services';
import { jsonResponse } from '@/testing/test-utils';
import { makeGroup, makeService } from '../testing/service-fixtures';
import { openServicesScreen, sentBodies, serviceHandlers } from '../testing/render-services';

const python = makeService({ id: 's-python', name: 'Python alapok', serviceGroupId: 'g-online', active: true, hidden: false });
const catalogue = () => [
  makeGroup({ id: 'g-online', name: 'Online kurzusok', services: [python] }),
  makeGroup({ id: 'g-class', name: 'Tantermi képzések', services: [] }),
  makeGroup({ id: 'g-web', name: 'Webináriumok', services: [] }),
];

/** Issue 41 §7: "Másolás", "Áthelyezés másik kategóriába" and "Kategória törlése" on the services screen. */
describe('copying, moving and deleting on the services screen', { timeout: 20_000 }, () => {
  it('copies a service from its menu, says so and opens the copy in the editor', async () => {
    const groups = catalogue();
    const copy = makeService({ id: 's-copy', name: 'Python alapok (másolat)', serviceGroupId: 'g-online' });
    const { user, fetchMock } = await openServicesScreen(groups, {
      'POST /api/admin/services/s-python/copy': () => {
        groups[0]!.services.push(copy);
        return jsonResponse(201, { id: 's-copy' });
      },
      ...serviceHandlers(copy),
    });
    await user.click(screen.getByRole('button', { name: 'Egyéb műveletek: Python alapok' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Másolás' }));

    expect(await screen.findByText('Python alapok másolata elkészült: rejtett és inaktív, amíg be nem kapcsolod.')).toBeInTheDocument();
    const editor = await screen.findByRole('dialog', { name: 'Szolgáltatás szerkesztése' });
    expect(await within(editor).findByDisplayValue('Python alapok (másolat)')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/admin/services/s-python/copy')).toEqual([{}]);
  });

  it('says when a copy failed', async () => {
    const { user } = await openServicesScreen(catalogue(), { 'POST /api/admin/services/s-python/copy': () => jsonResponse(500, { statusCode: 500, message: 'INTERNAL' }) });
    await user.click(screen.getByRole('button', { name: 'Egyéb műveletek: Python alapok' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Másolás' }));
    expect(await screen.findByText('Nem sikerült lemásolni a szolgáltatást.')).toBeInTheDocument();
  });

  it('moves a service to the category picked among the others', async () => {
    const groups = catalogue();
    const { user, fetchMock } = await openServicesScreen(groups, {
      'POST /api/admin/services/s-python/move': () => {
        groups[0]!.services = [];
        groups[2]!.services = [{ ...python, serviceGroupId: 'g-web' }];
        return jsonResponse(200, { ...python, serviceGroupId: 'g-web' });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Egyéb műveletek: Python alapok' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Áthelyezés másik kategóriába' }));
    const dialog = await screen.findByRole('dialog', { name: 'Python alapok áthelyezése' });
    const picker = within(dialog).getByRole('combobox', { name: /Kategória/ });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Tantermi képzések', 'Webináriumok']);
    await user.selectOptions(picker, 'Webináriumok');
    await user.click(within(dialog).getByRole('button', { name: 'Áthelyezés' }));

    expect(await screen.findByText('Python alapok áthelyezve ide: Webináriumok.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/admin/services/s-python/move')).toEqual([{ serviceGroupId: 'g-web' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(screen.getByRole('region', { name: 'Webináriumok' })).findByText('Python alapok')).toBeInTheDocument();
  });

  it('offers "Kategória törlése" on an empty category only, and deletes it after the confirmation', async () => {
    const groups = catalogue();
    const { user, fetchMock } = await openServicesScreen(groups, {
      'DELETE /api/admin/servicegroups/g-class': () => {
        groups.splice(1, 1);
        return jsonResponse(200, groups);
      },
    });
    expect(within(screen.getByRole('region', { name: 'Online kurzusok' })).queryByRole('button', { name: /Kategória törlése/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kategória törlése: Tantermi képzések' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Tantermi képzések törlése' });
    // The safe answer has the focus.
    expect(within(confirm).getByRole('button', { name: 'Mégse' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Kategória törlése' }));

    expect(await screen.findByText('Tantermi képzések kategória törölve.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Tantermi képzések' })).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, 'DELETE', '/api/admin/servicegroups/g-class')).toHaveLength(1);
  });

  it("shows the server's reason when the category got a service meanwhile", async () => {
    const { user } = await openServicesScreen(catalogue(), {
      'DELETE /api/admin/servicegroups/g-class': () => jsonResponse(409, { statusCode: 409, message: 'GROUP_NOT_EMPTY' }),
    });
    await user.click(screen.getByRole('button', { name: 'Kategória törlése: Tantermi képzések' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Kategória törlése' }));
    expect(await screen.findByText(/^A kategória nem törölhető, mert vannak benne szolgáltatások/)).toBeInTheDocument();
  });
});
