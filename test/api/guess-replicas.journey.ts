import { api, bootApp, logIn, tempDataDir, TestApp } from './support/boot';
import { importSchools, registeredMember } from './support/members';
import { journeyRedis } from './support/redis-server';

const PASSWORD = 'Tanar-jelszo-1';
const count = (answers: Array<{ status: number }>, status: number) => answers.filter((answer) => answer.status === status).length;

/**
 * Issue 38 §1: with Redis configured, two server processes on one event log share one count of
 * guesses: 60 wrong passwords sent at once, half to each, are checked at most five times in all.
 */
describe('guesses counted across two servers sharing Redis', () => {
  let redis: Awaited<ReturnType<typeof journeyRedis>>;
  let apps: TestApp[] = [];
  const email = 'ket.szerver@example.org';

  beforeAll(async () => {
    redis = await journeyRedis();
    const dataDir = tempDataDir();
    const first = await bootApp({ LOGIN_RATE_LIMIT: '100000', TRUST_PROXY: '1', REDIS_URL: redis.url }, dataDir);
    const admin = await logIn(first);
    await registeredMember(first, admin, Object.values(await importSchools(first, admin))[0], email);
    // The second reads the same log at its start, so it knows the member too.
    apps = [first, await bootApp({ LOGIN_RATE_LIMIT: '100000', TRUST_PROXY: '1', REDIS_URL: redis.url }, dataDir)];
  });
  afterAll(async () => {
    await apps[1]?.stop();
    await apps[0]?.destroy();
    await redis?.stop();
  });

  it('checks at most five of 60 sign-ins sent at once to two servers from six addresses', async () => {
    expect((await api(apps[1], 'POST', '/user/login', { body: { email, password: PASSWORD }, headers: { 'x-forwarded-for': '192.0.2.1' } })).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        api(apps[i % 2], 'POST', '/user/login', { body: { email, password: `rossz-jelszo-${i}` }, headers: { 'x-forwarded-for': `203.0.113.${i % 6}` } }),
      ),
    );
    expect(count(answers, 401)).toBeLessThanOrEqual(5);
    expect(count(answers, 429)).toBeGreaterThanOrEqual(55);
    // Both servers make strangers wait now.
    for (const app of apps) expect((await api(app, 'POST', '/user/login', { body: { email, password: PASSWORD }, headers: { 'x-forwarded-for': '203.0.113.99' } })).status).toBe(429);
  });
});
