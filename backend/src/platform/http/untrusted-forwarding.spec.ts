import Fastify from 'fastify';
import { UNTRUSTED_FORWARDING_WARNING, warnOfUntrustedForwarding } from './untrusted-forwarding';

describe('a forwarded request while no proxy is trusted (issue 38 §5)', () => {
  async function warningsAfterTwoForwardedRequests(config: { nodeEnv: string; trustProxy: false | number | string }): Promise<string[]> {
    const warnings: string[] = [];
    const fastify = Fastify();
    warnOfUntrustedForwarding(fastify, config, (message) => warnings.push(message));
    fastify.get('/api/health', async () => ({ status: 'ok' }));
    const url = `${await fastify.listen({ port: 0, host: '127.0.0.1' })}/api/health`;
    try {
      await fetch(url);
      for (const client of ['203.0.113.7', '198.51.100.23']) expect((await fetch(url, { headers: { 'x-forwarded-for': client } })).status).toBe(200);
    } finally {
      await fastify.close();
    }
    return warnings;
  }

  it('warns once in production, naming TRUST_PROXY and never the address', async () => {
    const warnings = await warningsAfterTwoForwardedRequests({ nodeEnv: 'production', trustProxy: false });
    expect(warnings).toEqual([UNTRUSTED_FORWARDING_WARNING]);
    expect(warnings[0]).toContain('TRUST_PROXY');
    expect(warnings[0]).not.toMatch(/203\.0\.113|198\.51\.100/);
  });

  it.each([1, '10.0.0.0/8'])('says nothing once TRUST_PROXY is set (%p)', async (trustProxy) => {
    expect(await warningsAfterTwoForwardedRequests({ nodeEnv: 'production', trustProxy })).toEqual([]);
  });

  it('says nothing outside production', async () => {
    expect(await warningsAfterTwoForwardedRequests({ nodeEnv: 'development', trustProxy: false })).toEqual([]);
  });
});
