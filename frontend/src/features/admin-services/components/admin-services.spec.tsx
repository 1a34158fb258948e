import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// Loaded up front so the lazy route's first render does not count against a test's time.
import '@/app/routes/admin/services';
import { jsonResponse } from '@/testing/test-utils';
import { makeGroup, makeService } from '../testing/service-fixtures';
import { openServicesScreen, sentBodies, serviceHandlers } from '../testing/render-services';
import { fakeStackedLayout } from '../testing/stacked-layout';

const catalogue = () => [
  makeGroup({
    id: 'g-online',
    name: 'Online kurzusok',
    services: [
      makeService({ id: 's-python', name: 'Python alapok', serviceGroupId: 'g-online', active: true, hidden: false, userCount: 3, limit: 30 }),
      makeService({ id: 's-web', name: 'Webfejlesztés', serviceGroupId: 'g-online', active: false, hidden: false }),
      makeService({ id: 's-zart', name: 'Zártkörű program', serviceGroupId: 'g-online', active: true, hidden: true }),
    ],
    archivedServices: [makeService({ id: 's-old', name: 'Tavalyi webinárium', serviceGroupId: 'g-online', archived: true })],
  }),
  makeGroup({ id: 'g-class', name: 'Tantermi képzések', services: [] }),
];

describe('the admin services screen', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('lists the categories in order with their services and list chips', async () => {
    await openServicesScreen(catalogue());
    const categories = within(screen.getByRole('list', { name: 'Kategóriák' })).getAllByRole('region');
    expect(categories.map((region) => region.getAttribute('aria-label'))).toEqual(['Online kurzusok', 'Tantermi képzések']);

    const services = within(screen.getByRole('list', { name: 'Online kurzusok szolgáltatásai' })).getAllByRole('listitem');
    expect(services).toHaveLength(3);
    expect(services[0]).toHaveTextContent('Python alapok');
    expect(within(services[0]!).getByText('Elérhető')).toBeInTheDocument();
    expect(services[0]).toHaveTextContent('3/30 hely foglalt');
    expect(within(services[1]!).getByText('Nem elérhető')).toBeInTheDocument();
    expect(within(services[2]!).getByText('Rejtett')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Tantermi képzések' })).getByText('Ebben a kategóriában még nincs szolgáltatás.')).toBeInTheDocument();
  });

  it('creates a category through the new-category dialog', async () => {
    const groups = catalogue();
    const { user, fetchMock } = await openServicesScreen(groups, {
      'POST /api/admin/servicegroups': (init) => {
        const created = makeGroup({ id: 'g-new', name: JSON.parse(String(init?.body)).name });
        groups.push(created);
        return jsonResponse(201, created);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Új kategória' }));
    const dialog = await screen.findByRole('dialog', { name: 'Új kategória' });
    await user.click(within(dialog).getByRole('button', { name: 'Létrehozás' }));
    expect(within(dialog).getByLabelText(/Kategória neve/)).toHaveAccessibleDescription('A kategória neve nem lehet üres.');

    await user.type(within(dialog).getByLabelText(/Kategória neve/), 'Webináriumok');
    await user.click(within(dialog).getByRole('button', { name: 'Létrehozás' }));
    expect(await screen.findByRole('region', { name: 'Webináriumok' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/admin/servicegroups')).toEqual([{ name: 'Webináriumok' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  describe('category name autosave', () => {
    async function editName() {
      const { fetchMock } = await openServicesScreen(catalogue(), {
        'PUT /api/admin/servicegroups/g-online': (init) => jsonResponse(200, { ...catalogue()[0], name: JSON.parse(String(init?.body)).name }),
      });
      const input = within(screen.getByRole('region', { name: 'Online kurzusok' })).getByRole('textbox', { name: 'Kategória neve' });
      const renames = () => sentBodies(fetchMock, 'PUT', '/api/admin/servicegroups/g-online');
      return { input, renames };
    }

    it('saves 3000 ms after the last keystroke, once', async () => {
      const { input, renames } = await editName();
      vi.useFakeTimers();
      fireEvent.change(input, { target: { value: 'Online kurzus' } });
      await act(() => vi.advanceTimersByTimeAsync(2000));
      fireEvent.change(input, { target: { value: 'Online kurzusaink' } });
      await act(() => vi.advanceTimersByTimeAsync(2999));
      expect(renames()).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(renames()).toEqual([{ name: 'Online kurzusaink' }]);
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(renames()).toHaveLength(1);
    });

    it('saves on blur when the name changed, without waiting', async () => {
      const { input, renames } = await editName();
      vi.useFakeTimers();
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: 'Kurzusok online' } });
      fireEvent.blur(input);
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(renames()).toEqual([{ name: 'Kurzusok online' }]);
      // The pending timer was cancelled by the blur: no second save.
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(renames()).toHaveLength(1);
    });

    it('does not save on blur when nothing changed, nor when typed back to the saved name', async () => {
      const { input, renames } = await editName();
      vi.useFakeTimers();
      fireEvent.focus(input);
      fireEvent.blur(input);
      fireEvent.change(input, { target: { value: 'Online' } });
      fireEvent.change(input, { target: { value: 'Online kurzusok' } });
      fireEvent.blur(input);
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(renames()).toEqual([]);
    });

    it('never saves an empty name and says why', async () => {
      const { input, renames } = await editName();
      vi.useFakeTimers();
      fireEvent.change(input, { target: { value: '  ' } });
      fireEvent.blur(input);
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(renames()).toEqual([]);
      expect(input).toHaveAccessibleDescription('A kategória neve nem lehet üres.');
    });
  });

  describe('dragging by keyboard', () => {
    let restoreLayout: () => void;
    beforeAll(() => {
      restoreLayout = fakeStackedLayout();
    });
    afterAll(() => restoreLayout());

    it('moves a service down within its category and calls the reorder API with the indexes', async () => {
      const groups = catalogue();
      const { user, fetchMock } = await openServicesScreen(groups, {
        'POST /api/admin/services/reorder': () => {
          const [python, web, ...rest] = groups[0]!.services;
          groups[0]!.services = [web!, python!, ...rest];
          return jsonResponse(200, groups[0]);
        },
      });
      const handle = screen.getByRole('button', { name: 'Áthelyezés: Python alapok' });
      handle.focus();
      await user.keyboard('[Space]');
      await user.keyboard('[ArrowDown]');
      await user.keyboard('[Space]');

      await waitFor(() =>
        expect(sentBodies(fetchMock, 'POST', '/api/admin/services/reorder')).toEqual([{ serviceGroupId: 'g-online', oldIndex: 0, newIndex: 1 }]),
      );
      const names = within(screen.getByRole('list', { name: 'Online kurzusok szolgáltatásai' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(names[0]).toContain('Webfejlesztés');
      expect(names[1]).toContain('Python alapok');
    });

    it('moves a category and calls the category reorder API', async () => {
      const { user, fetchMock } = await openServicesScreen(catalogue(), {
        'POST /api/admin/servicegroups/reorder': () => jsonResponse(200, catalogue().reverse()),
      });
      screen.getByRole('button', { name: 'Kategória áthelyezése: Online kurzusok' }).focus();
      await user.keyboard('[Space]');
      await user.keyboard('[ArrowDown]');
      await user.keyboard('[Space]');
      await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/api/admin/servicegroups/reorder')).toEqual([{ oldIndex: 0, newIndex: 1 }]));
    });

    it('Escape cancels a keyboard drag without a call', async () => {
      const { user, fetchMock } = await openServicesScreen(catalogue());
      screen.getByRole('button', { name: 'Áthelyezés: Python alapok' }).focus();
      await user.keyboard('[Space]');
      await user.keyboard('[ArrowDown]');
      await user.keyboard('[Escape]');
      expect(sentBodies(fetchMock, 'POST', '/api/admin/services/reorder')).toEqual([]);
    });
  });

  it('creates a service in a category and opens its edit dialog at once', async () => {
    const created = makeService({ id: 's-new', name: 'Új szolgáltatás', serviceGroupId: 'g-class', active: false, hidden: true });
    const { user, fetchMock } = await openServicesScreen(catalogue(), {
      'POST /api/admin/services': () => jsonResponse(201, { id: 's-new' }),
      ...serviceHandlers(created),
    });
    await user.click(within(screen.getByRole('region', { name: 'Tantermi képzések' })).getByRole('button', { name: 'Új szolgáltatás' }));
    const dialog = await screen.findByRole('dialog', { name: 'Szolgáltatás szerkesztése' });
    expect(await within(dialog).findByRole('textbox', { name: /^Név/ }, { timeout: 5000 })).toHaveValue('Új szolgáltatás');
    expect(sentBodies(fetchMock, 'POST', '/api/admin/services')).toEqual([{ serviceGroupId: 'g-class' }]);
  });

  it('archives a service and restores it from the archived list', async () => {
    const { user, fetchMock } = await openServicesScreen(catalogue(), {
      'POST /api/admin/services/s-web/archive': () => jsonResponse(200, makeService({ id: 's-web', archived: true })),
      'POST /api/admin/services/s-old/archive': () => jsonResponse(200, makeService({ id: 's-old', archived: false })),
    });
    await user.click(screen.getByRole('button', { name: 'Archiválás: Webfejlesztés' }));
    expect(await screen.findByText('Webfejlesztés archiválva.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/admin/services/s-web/archive')).toEqual([{ archived: true }]);

    await user.click(screen.getByRole('button', { name: 'Archivált szolgáltatások (1)' }));
    const archived = screen.getByRole('list', { name: 'Online kurzusok archivált szolgáltatásai' });
    await user.click(within(archived).getByRole('button', { name: 'Visszaállítás: Tavalyi webinárium' }));
    expect(await screen.findByText('Tavalyi webinárium visszaállítva.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/admin/services/s-old/archive')).toEqual([{ archived: false }]);
  });
});
