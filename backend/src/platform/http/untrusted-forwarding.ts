import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/app-config';

/** Said once: names the variable and what to set, never the header's value (an address is personal data). */
export const UNTRUSTED_FORWARDING_WARNING =
  'A request came with X-Forwarded-For, but TRUST_PROXY is not set, so no proxy is trusted: behind a proxy every client ' +
  "counts as the proxy's one address for the per-address limits (sign-in, applications), and one client's failed " +
  'sign-ins lock out everyone. Set TRUST_PROXY to the number of proxies in front of the app (1 for one TLS proxy; 2 for ' +
  'a TLS proxy in front of the nginx of ops/compose.replicas.yml), or to their addresses: see ops/README.md. Logged once.';

/**
 * Deployment tells the truth about proxies (issue 38 §5): with TRUST_PROXY at its default, a proxy's
 * requests all come from the proxy's address, so every per-address limit is one limit for the whole
 * site. In production, the first request carrying X-Forwarded-For while no proxy is trusted says so in
 * the log, once. Outside production (tests, a developer's proxy) nothing is said.
 */
export function warnOfUntrustedForwarding(
  fastify: FastifyInstance,
  config: Pick<AppConfig, 'nodeEnv' | 'trustProxy'>,
  warn: (message: string) => void = (message) => new Logger('Proxies').warn(message),
): void {
  if (config.nodeEnv !== 'production' || config.trustProxy !== false) return;
  let warned = false;
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      warn(UNTRUSTED_FORWARDING_WARNING);
    }
    done();
  });
}
