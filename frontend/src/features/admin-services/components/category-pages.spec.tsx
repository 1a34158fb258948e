import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Loaded up front so the lazy route's first render does not count against a test's time.
import '@/app/routes/admin/services';
import { refreshFor } from '@/app/live-updates';
import { jsonResponse } from '@/testing/test-utils';
import { makeGroup, makeService } from '../testing/service-fixtures';
import { openServicesScreen, sentBodies } from '../testing/render-services';
import { fakeStackedLayout } from '../testing/stacked-layout';

const courses = (count: number, overrides = {}) =>
  Array.from({ length: count }, (_, i) => makeService({ id: `s-${i + 1}`, name: `Kurzus ${i + 1}`, serviceGroupId: 'g-long', order: i, ...overrides }));

const longCategory = (count: number, overrides = {}) => makeGroup({ id: 'g-long', name: 'Hosszú kategória', services: courses(count, overrides) });

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Hosszú kategória szolgáltatásai' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.fui-Text')?.textContent);

const pagesAsked = (fetchMock: Awaited<ReturnType<typeof openServicesScreen>>['fetchMock']) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('group='));

/** A category shows the list's first services and reads the rest from the server a page at a time (docs/decisions/0101). */
describe('a category of the admin services screen', { timeout: 20_000 }, () => {
  it('shows its first 8 and "show all", which reads the category from the server', async () => {
    const { user, fetchMock } = await openServicesScreen([longCategory(12)]);
    expect(rowNames()).toEqual(courses(8).map((course) => course.name));
    await user.click(screen.getByRole('button', { name: 'Mind a 12 szolgáltatás mutatása' }));
    await screen.findByText('Kurzus 12');
    expect(rowNames()).toEqual(courses(12).map((course) => course.name));
    expect(pagesAsked(fetchMock)).toEqual(['/api/admin/servicegroups?group=g-long&list=services&pageSize=60']);
    expect(screen.queryByRole('button', { name: /^További/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kevesebb mutatása' }));
    expect(rowNames()).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Mind a 12 szolgáltatás mutatása' })).toBeInTheDocument();
  });

  it('loads a long category one page longer each time', async () => {
    const { user, fetchMock } = await openServicesScreen([longCategory(75)]);
    await user.click(screen.getByRole('button', { name: 'Mind a 75 szolgáltatás mutatása' }));
    await screen.findByText('Kurzus 60');
    expect(rowNames()).toHaveLength(60);
    await user.click(screen.getByRole('button', { name: 'További 15 szolgáltatás betöltése' }));
    await screen.findByText('Kurzus 75');
    expect(rowNames()).toHaveLength(75);
    expect(pagesAsked(fetchMock)).toEqual([
      '/api/admin/servicegroups?group=g-long&list=services&pageSize=60',
      '/api/admin/servicegroups?group=g-long&list=services&pageSize=120',
    ]);
  });

  it('says so when the rest could not be read, and tries again on the same button', async () => {
    let fails = true;
    const { user, fetchMock } = await openServicesScreen([longCategory(10)]);
    const serve = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      fails && String(input).includes('group=') ? jsonResponse(500, { statusCode: 500, message: 'INTERNAL' }) : serve(input, init),
    );
    await user.click(screen.getByRole('button', { name: 'Mind a 10 szolgáltatás mutatása' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Nem sikerült betölteni a kategória többi szolgáltatását.');
    expect(rowNames()).toHaveLength(8);
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Mind a 10 szolgáltatás mutatása' }));
    await screen.findByText('Kurzus 10');
    expect(new Set(pagesAsked(fetchMock))).toEqual(new Set(['/api/admin/servicegroups?group=g-long&list=services&pageSize=60']));
  });

  it('an unfolded category reloads with the list after a change and a live notice', async () => {
    const groups = [longCategory(10)];
    const { user, fetchMock, queryClient } = await openServicesScreen(groups, {
      'POST /api/admin/services/s-10/archive': () => {
        const [archived] = groups[0]!.services.splice(9, 1);
        groups[0]!.archivedServices.push({ ...archived!, archived: true });
        return jsonResponse(200, archived);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Mind a 10 szolgáltatás mutatása' }));
    await user.click(await screen.findByRole('button', { name: 'Archiválás: Kurzus 10' }));
    await waitFor(() => expect(rowNames()).toHaveLength(9));
    expect(screen.getByRole('button', { name: 'Archivált szolgáltatások (1)' })).toBeInTheDocument();

    groups[0]!.services[8] = { ...groups[0]!.services[8]!, userCount: 7, limit: 30 };
    refreshFor(queryClient, { topic: 'signup', serviceId: 's-9' });
    const ninth = await screen.findByText('7/30 hely foglalt');
    expect(ninth.closest('li')).toHaveTextContent('Kurzus 9');
    expect(pagesAsked(fetchMock).length).toBeGreaterThanOrEqual(3);
  });

  it('folds a long archived list the same way', async () => {
    const archived = Array.from({ length: 10 }, (_, i) => makeService({ id: `a-${i + 1}`, name: `Régi ${i + 1}`, serviceGroupId: 'g-long', archived: true }));
    const { user, fetchMock } = await openServicesScreen([makeGroup({ id: 'g-long', name: 'Hosszú kategória', services: courses(2), archivedServices: archived })]);
    await user.click(screen.getByRole('button', { name: 'Archivált szolgáltatások (10)' }));
    const list = () => within(screen.getByRole('list', { name: 'Hosszú kategória archivált szolgáltatásai' })).getAllByRole('listitem');
    expect(list()).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Mind a 10 szolgáltatás mutatása' }));
    await screen.findByText('Régi 10');
    expect(list()).toHaveLength(10);
    expect(pagesAsked(fetchMock)).toEqual(['/api/admin/servicegroups?group=g-long&list=archived&pageSize=60']);
  });

  describe('dragging in an unfolded category', () => {
    let restoreLayout: () => void;
    beforeAll(() => {
      restoreLayout = fakeStackedLayout();
    });
    afterAll(() => restoreLayout());

    it("moves a service past the first 8 by the category's own indexes, shown at once", async () => {
      const groups = [longCategory(12)];
      let answer: () => void = () => undefined;
      const { user, fetchMock } = await openServicesScreen(groups, {
        'POST /api/admin/services/reorder': () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(jsonResponse(200, groups[0]));
          }),
      });
      await user.click(screen.getByRole('button', { name: 'Mind a 12 szolgáltatás mutatása' }));
      screen.getByRole('button', { name: 'Áthelyezés: Kurzus 10' }).focus();
      await user.keyboard('[Space]');
      await user.keyboard('[ArrowDown]');
      await user.keyboard('[Space]');
      await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/api/admin/services/reorder')).toEqual([{ serviceGroupId: 'g-long', oldIndex: 9, newIndex: 10 }]));
      expect(rowNames().slice(8)).toEqual(['Kurzus 9', 'Kurzus 11', 'Kurzus 10', 'Kurzus 12']);
      answer();
    });
  });
});
