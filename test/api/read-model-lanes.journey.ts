import { DuplicateKeyError, ReadStore } from '../../backend/src/platform/read-store/read-store.port';
import { PARKED_EVENTS } from '../../backend/src/platform/projections/projector';
import { PlatformRuntime } from '../../backend/src/platform/runtime';
import { Projection } from '../../backend/src/platform/projections/projection';
import { api, bootApp, logIn, tempDataDir, TestApp } from './support/boot';
import { eventually, openService, seedActivatedMembers, signUp, tokenOf } from './support/catalogue';
import { READ_MODELS_BEHIND_HEADER } from '../../backend/src/platform/commands/late-reads';
import { serviceInsightsProjection } from '../../backend/src/modules/catalogue/projections/service-insights.projection';
import { servicesProjection } from '../../backend/src/modules/catalogue/projections/services.projection';
import { signupsProjection } from '../../backend/src/modules/catalogue/projections/signups.projection';

/**
 * Issue 39 §3: each read model runs in its own lane. A version bump on a running server builds that
 * model alone beside the live one while every other model keeps answering; an event one projection
 * fails on parks in its lane only, and sign-ups elsewhere stay read-your-writes.
 */
describe('read models in lanes of their own', () => {
  const services = servicesProjection as unknown as Projection;
  const signups = signupsProjection as unknown as Projection;
  const serviceInsights = serviceInsightsProjection as unknown as Projection;
  const originals = new Map<Projection, Pick<Projection, 'version' | 'evolve'>>();
  const patch = (projection: Projection, change: Partial<Pick<Projection, 'version' | 'evolve'>>) => {
    if (!originals.has(projection)) originals.set(projection, { version: projection.version, evolve: projection.evolve });
    Object.assign(projection, change);
  };
  afterEach(() => {
    for (const [projection, original] of originals) Object.assign(projection, original);
    originals.clear();
  });

  let app: TestApp;
  afterEach(async () => app?.destroy());

  const lanes = () => app.app.get(PlatformRuntime).lanes;
  const laneOf = (model: string) => lanes().find((lane) => lane.model === model)!;

  async function clubWithAService() {
    const dataDir = tempDataDir();
    const [first, second] = await seedActivatedMembers(dataDir, 2);
    app = await bootApp({}, dataDir);
    const admin = await logIn(app);
    const serviceId = await openService(app, admin, { name: 'Python alapok', limit: 10 });
    return { admin, serviceId, first, second };
  }

  it('builds a model whose version changed alone, beside the live one, while the others keep answering', async () => {
    const { admin, serviceId, first, second } = await clubWithAService();
    expect((await signUp(app, await tokenOf(app, first), serviceId)).status).toBe(200);
    const before = (await api(app, 'GET', `/admin/services/${serviceId}`, { token: admin })).body;
    await app.stop(); // a clean stop: the snapshot of every read model is written

    // The next release bumps the services model; its build is held until the gate opens.
    let gate = false;
    const evolve = services.evolve;
    patch(services, {
      version: services.version + 1,
      evolve: (doc, event) => {
        if (!gate) throw new Error('held for the journey');
        return evolve(doc, event);
      },
    });
    app = await bootApp({}, app.dataDir);
    const admin2 = await logIn(app);
    expect(laneOf('services').state).toBe('building');
    expect(lanes().filter((lane) => lane.state !== 'keeps-up').map((lane) => lane.model)).toEqual(['services']);
    // Every other model answers; a write goes through, its answer saying which of its reads lag.
    expect((await api(app, 'GET', '/admin/users', { token: admin2 })).body).toHaveLength(2);
    expect((await api(app, 'GET', '/admin/stats', { token: admin2 })).body).toMatchObject({ userCount: 2, userServiceCount: 1 });
    const late = await signUp(app, await tokenOf(app, second), serviceId);
    expect(late.status).toBe(200);
    expect(late.headers.get(READ_MODELS_BEHIND_HEADER)).toBe('signups, services');
    expect((await api(app, 'GET', '/admin/stats', { token: admin2 })).body).toMatchObject({ userServiceCount: 2 });
    // The services' readers still see the version they had (its count as it stood), the sign-ups model keeps up.
    const during = (await api(app, 'GET', `/admin/services/${serviceId}`, { token: admin2 })).body;
    expect(during).toMatchObject({ name: before.name, userCount: before.userCount });
    expect(during.users).toHaveLength(2);
    expect(app.app.get(ReadStore).liveName('services')).toBe('services');

    gate = true;
    await eventually(async () => laneOf('services').state, (state) => state === 'keeps-up');
    expect(app.app.get(ReadStore).liveName('services')).toBe(`services~v${services.version}`);
    expect(app.app.get(ReadStore).liveName('signups')).toBe('signups');
    expect((await api(app, 'GET', `/admin/services/${serviceId}`, { token: admin2 })).body).toMatchObject({ id: serviceId, userCount: 2 });
  });

  it('parks an event one projection fails on in its lane only: sign-ups stay read-your-writes', async () => {
    const { serviceId, first } = await clubWithAService();
    const evolve = serviceInsights.evolve;
    patch(serviceInsights, {
      evolve: (doc, event) => {
        if (event.type === 'SignedUp') throw new DuplicateKeyError('service-insights', 'journey');
        return evolve(doc, event);
      },
    });
    const token = await tokenOf(app, first);
    const answer = await signUp(app, token, serviceId);
    expect(answer.status).toBe(200);
    expect(answer.headers.get(READ_MODELS_BEHIND_HEADER)).toBeNull();
    const mine = (await api(app, 'GET', '/services', { token })).body.flatMap((group: { services: Array<{ id: string; signedUp: boolean }> }) => group.services);
    expect(mine.find((service: { id: string }) => service.id === serviceId)?.signedUp).toBe(true);
    const parked = await eventually(() => app.app.get(ReadStore).collection(PARKED_EVENTS).find(), (found) => found.length > 0);
    expect(parked).toEqual([expect.objectContaining({ projection: 'service-insights', type: 'SignedUp' })]);
    await eventually(async () => laneOf('service-insights').state, (state) => state === 'keeps-up');
  });

  it('says so in the answer when the models it reads are behind', async () => {
    const { serviceId, first } = await clubWithAService();
    const evolve = signups.evolve;
    let failing = true;
    patch(signups, {
      evolve: (doc, event) => {
        if (failing) throw new Error('read store away');
        return evolve(doc, event);
      },
    });
    const answer = await signUp(app, await tokenOf(app, first), serviceId);
    expect(answer.status).toBe(200);
    expect(answer.headers.get(READ_MODELS_BEHIND_HEADER)).toBe('signups, services');
    expect(laneOf('signups').state).toBe('behind');
    failing = false;
    await eventually(async () => laneOf('signups').state, (state) => state === 'keeps-up', 20_000);
  });
});

