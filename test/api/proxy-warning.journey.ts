import { existsSync } from 'node:fs';
import { logUntilKilled, MAIN, productionEnv } from './support/built-server';

/**
 * Issue 38 §5: behind a proxy with TRUST_PROXY at its default, every client is the proxy's one address,
 * and one client's failed sign-ins lock out everyone. In production the built server says so in its
 * log, once, naming the variable and never the forwarded address; with TRUST_PROXY set it says nothing.
 */
describe('a forwarded request while no proxy is trusted', () => {
  beforeAll(() => {
    if (!existsSync(MAIN)) throw new Error('backend/dist/main.js is missing: npm test builds it first (npm run build -w backend)');
  });

  const twoForwardedRequests = async (url: string) => {
    for (const client of ['203.0.113.7', '198.51.100.23']) {
      expect((await fetch(`${url}/api/health`, { headers: { 'x-forwarded-for': client } })).status).toBe(200);
    }
  };

  it('is said once in production, naming TRUST_PROXY and not the address', async () => {
    const lines = await logUntilKilled(productionEnv(), twoForwardedRequests);
    const warnings = lines.filter((line) => line.msg.includes('TRUST_PROXY'));
    expect(warnings).toEqual([expect.objectContaining({ level: 40, context: 'Proxies' })]);
    expect(JSON.stringify(lines)).not.toMatch(/203\.0\.113\.7|198\.51\.100\.23/);
  });

  it('is not said once TRUST_PROXY counts the proxy', async () => {
    const lines = await logUntilKilled({ ...productionEnv(), TRUST_PROXY: '1' }, twoForwardedRequests);
    expect(lines.filter((line) => line.msg.includes('TRUST_PROXY'))).toEqual([]);
    expect(lines.length).toBeGreaterThan(0);
  });
});
