import { MemoryReadStore } from '../../../platform/read-store/memory.read-store';
import { ReadModelVersion } from '../../../platform/projections/read-model-memo';
import { DEFAULT_SETTINGS } from '../domain/service-settings';
import { CATALOGUE, CATALOGUE_DOC, CatalogueDoc } from '../projections/catalogue.projection';
import { SERVICES, ServiceDoc } from '../projections/services.projection';
import { AdminServiceGroups } from './admin-service-groups';
import { CatalogueReader } from './catalogue-reader';

const service = (id: string, groupId: string, archived = false): ServiceDoc => ({
  ...DEFAULT_SETTINGS, _id: id, name: `Szolgáltatás ${id}`, createdAt: '2026-01-01T00:00:00.000Z', groupId, archived,
  userCount: 0, waitlistCount: 0, awaitingCount: 0, codesTotal: 0, codesHanded: [], files: [],
});

/** `groups` categories of `size` listed services each, the first category with `archived` archived ones after them. */
async function club(groups: number, size: number, archived = 0) {
  const store = new MemoryReadStore();
  const catalogue: CatalogueDoc = { _id: CATALOGUE_DOC, groups: [], archived: [] };
  for (let g = 0; g < groups; g++) {
    const ids = Array.from({ length: size }, (_, i) => `g${g}-s${i}`);
    if (g === 0) ids.push(...Array.from({ length: archived }, (_, i) => `g0-a${i}`));
    for (const id of ids) await store.collection(SERVICES).upsert(service(id, `g${g}`, id.includes('-a')));
    catalogue.groups.push({ id: `g${g}`, name: `Kategória ${g}`, serviceIds: ids });
    catalogue.archived.push(...ids.filter((id) => id.includes('-a')));
  }
  await store.collection(CATALOGUE).upsert(catalogue);
  const reader = new CatalogueReader(store, { readModelVersion: null } as ReadModelVersion);
  return { store, groups: new AdminServiceGroups(reader) };
}

const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);

describe("the admin's categories, their first services and a page at a time (docs/decisions/0101)", () => {
  it('answers each category with its first 8 services of each list and how many each has', async () => {
    const { groups } = await club(2, 12, 10);
    const [first, second] = await groups.list();
    expect(first).toMatchObject({ id: 'g0', name: 'Kategória 0', order: 0, serviceCount: 12, archivedCount: 10 });
    expect(ids(first.services)).toEqual(['g0-s0', 'g0-s1', 'g0-s2', 'g0-s3', 'g0-s4', 'g0-s5', 'g0-s6', 'g0-s7']);
    expect(first.services.map((row) => row.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(first.archivedServices).toHaveLength(8);
    expect(first.archivedServices[0]).toMatchObject({ id: 'g0-a0', archived: true, order: 0 });
    expect(second).toMatchObject({ order: 1, serviceCount: 12, archivedCount: 0, archivedServices: [] });
  });

  it('reads the services it shows, not every service of the club', async () => {
    const small = await club(4, 10);
    const large = await club(4, 100);
    const cost = async ({ store, groups }: Awaited<ReturnType<typeof club>>, ask: (groups: AdminServiceGroups) => Promise<unknown>) => {
      const before = store.examined.documents;
      await ask(groups);
      return store.examined.documents - before;
    };
    expect(await cost(large, (groups) => groups.list())).toBe(await cost(small, (groups) => groups.list()));
    expect(await cost(large, (groups) => groups.page('g1', 'services', { page: 2, pageSize: 5 }))).toBe(5);
  });

  it('pages one list of one category in its order, with its places in the whole list', async () => {
    const { groups } = await club(2, 75, 3);
    const second = await groups.page('g0', 'services', { page: 2, pageSize: 60 });
    expect(second).toMatchObject({ groupId: 'g0', list: 'services', total: 75, page: 2, pageSize: 60 });
    expect(ids(second.items)).toEqual(Array.from({ length: 15 }, (_, i) => `g0-s${60 + i}`));
    expect(second.items[0]!.order).toBe(60);
    const whole = await groups.page('g0', 'archived', {});
    expect(whole).toMatchObject({ total: 3, page: 1, pageSize: 60 });
    expect(ids(whole.items)).toEqual(['g0-a0', 'g0-a1', 'g0-a2']);
  });

  it('an unknown category is GROUP_NOT_FOUND, for a page and for one category alike', async () => {
    const { groups } = await club(1, 2);
    await expect(groups.page('nincs', 'services', {})).rejects.toMatchObject({ code: 'GROUP_NOT_FOUND' });
    await expect(groups.group('nincs')).rejects.toMatchObject({ code: 'GROUP_NOT_FOUND' });
    expect(await groups.group('g0')).toMatchObject({ id: 'g0', serviceCount: 2 });
  });
});
