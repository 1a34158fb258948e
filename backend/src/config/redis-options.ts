import type { RedisOptions } from 'ioredis';
import { ConfigError } from './app-config';
import { parseConnectionString } from './connection-strings';

/** `redis-sentinel://` and `sentinel://` are spellings other tools use for the same thing. */
export const REDIS_SCHEMES = ['redis', 'rediss', 'redis+sentinel', 'rediss+sentinel', 'redis-sentinel', 'sentinel'] as const;

const DEFAULT_PORT = 6379;
const DEFAULT_SENTINEL_PORT = 26379;

/**
 * ioredis options for REDIS_URL, shared by BullMQ, the request limits and the worker lease:
 * - `redis://[user:password@]host[:port][/db]` (`rediss://` for TLS): one server;
 * - `redis+sentinel://[user:password@]s1[:26379],s2[:26379]/<master name>[/db][?sentinelPassword=…]`
 *   (`rediss+sentinel://` for TLS to the servers and the sentinels): the sentinels are asked which
 *   server is the primary, and asked again after a failover.
 * Throws ConfigError (naming REDIS_URL) on a malformed string.
 */
export function redisOptions(url: string): RedisOptions {
  const parsed = parseConnectionString('REDIS_URL', url, REDIS_SCHEMES);
  const tls = parsed.scheme.startsWith('rediss') ? {} : undefined;
  const auth = { ...(parsed.username && { username: parsed.username }), ...(parsed.password !== null && { password: parsed.password }) };
  const segments = parsed.path.split('/').filter(Boolean);
  if (parsed.scheme.endsWith('sentinel')) {
    const [name, db] = segments;
    if (!name) throw configError('names no primary after the sentinels (redis+sentinel://s1,s2/<master name>)');
    return {
      sentinels: parsed.hosts.map(({ host, port }) => ({ host, port: port ?? DEFAULT_SENTINEL_PORT })),
      name: decodeURIComponent(name),
      ...auth,
      ...(db !== undefined && { db: database(db) }),
      ...(parsed.query.get('sentinelPassword') && { sentinelPassword: parsed.query.get('sentinelPassword')! }),
      ...(tls && { tls, enableTLSForSentinelMode: true }),
    };
  }
  if (parsed.hosts.length !== 1) throw configError('lists several hosts: use redis+sentinel:// for a Sentinel setup');
  const [{ host, port }] = parsed.hosts;
  return { host, port: port ?? DEFAULT_PORT, ...auth, ...(segments[0] !== undefined && { db: database(segments[0]) }), ...(tls && { tls }) };
}

function database(segment: string): number {
  const db = Number(segment);
  if (!Number.isInteger(db) || db < 0) throw configError(`names a database that is not a number ("${segment}")`);
  return db;
}

function configError(problem: string): ConfigError {
  return new ConfigError('REDIS_URL', problem);
}
