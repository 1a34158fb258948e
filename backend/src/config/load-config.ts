import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AppConfig, ConfigError } from './app-config';
import { parseConnectionString } from './connection-strings';
import { redisOptions } from './redis-options';

type Env = Record<string, string | undefined>;

const KURRENTDB_SCHEMES = ['kurrentdb', 'esdb', 'kurrentdb+discover', 'esdb+discover'];
const MONGO_SCHEMES = ['mongodb', 'mongodb+srv'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = env[name]?.trim() || fallback;
  if (!allowed.includes(value as T)) throw new ConfigError(name, `must be one of ${allowed.join(', ')} (got "${value}")`);
  return value as T;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ConfigError(name, `must be a whole number between ${min} and ${max} (got "${raw}")`);
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false (got "${raw}")`);
}

/** An IPv4 or IPv6 address, optionally with a /prefix: what Fastify's trustProxy takes as a list. */
const PROXY_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;

/**
 * TRUST_PROXY: unset or false trusts no forwarded address; a number N trusts N proxy hops (the address
 * N entries from the right of X-Forwarded-For); a list names the proxies. `true` means one hop: the
 * leftmost entry, which any client can write, is never taken.
 */
function trustProxy(env: Env): false | number | string {
  const raw = env.TRUST_PROXY?.trim().toLowerCase();
  if (!raw || ['false', '0', 'no'].includes(raw)) return false;
  if (['true', 'yes'].includes(raw)) return 1;
  if (/^\d+$/.test(raw)) return integer(env, 'TRUST_PROXY', 1, 1, 10);
  const addresses = raw.split(',').map((part) => part.trim());
  if (addresses.every((address) => PROXY_ADDRESS.test(address))) return addresses.join(',');
  throw new ConfigError('TRUST_PROXY', `must be false, a number of proxy hops, or the proxies' addresses (got "${raw}")`);
}

function email(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim() || fallback;
  if (!EMAIL.test(value)) throw new ConfigError(name, `must be an e-mail address (got "${value}")`);
  return value.toLowerCase();
}

function url(env: Env, name: string, protocols: string[], fallback?: string): string | null {
  const value = env[name]?.trim() || fallback;
  if (!value) return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(name, 'must be a URL');
  }
  if (!protocols.includes(parsed.protocol)) throw new ConfigError(name, `must start with ${protocols.join(' or ')}`);
  return value.replace(/\/+$/, '');
}

/** A connection string that may list a cluster's hosts (which `new URL()` refuses): checked, kept as given. */
function connectionString(env: Env, name: string, check: (value: string) => unknown): string | null {
  const value = env[name]?.trim();
  if (!value) return null;
  check(value);
  return value;
}

function required(name: string, value: string | null, because: string): string {
  if (!value) throw new ConfigError(name, `is required when ${because}`);
  return value;
}

/** The JWT secret: from the environment, else generated once and kept in DATA_DIR. */
function jwtSecret(env: Env, dataDir: string, production: boolean): string {
  const given = env.JWT_SECRET?.trim();
  if (given) {
    if (given.length < 32) throw new ConfigError('JWT_SECRET', 'must be at least 32 characters long');
    return given;
  }
  if (production) throw new ConfigError('JWT_SECRET', 'is required when NODE_ENV=production');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The private key (EC P-256 JWK) that signs partner sign-in assertions: from PARTNER_SIGNING_KEY (a
 * JWK as JSON), else generated once and kept in DATA_DIR (mode 600). Required in production.
 */
function partnerSigningKey(env: Env, dataDir: string, production: boolean): JsonWebKey {
  const given = env.PARTNER_SIGNING_KEY?.trim();
  const parse = (json: string, where: string): JsonWebKey => {
    let key: JsonWebKey;
    try {
      key = JSON.parse(json) as JsonWebKey;
    } catch {
      throw new ConfigError(where, 'must be a JSON Web Key');
    }
    if (key.kty !== 'EC' || key.crv !== 'P-256' || !key.d || !key.x || !key.y) throw new ConfigError(where, 'must be a private EC P-256 JSON Web Key');
    return key;
  };
  if (given) return parse(given, 'PARTNER_SIGNING_KEY');
  if (production) throw new ConfigError('PARTNER_SIGNING_KEY', 'is required when NODE_ENV=production');
  const file = join(dataDir, 'partner-signing-key.json');
  if (existsSync(file)) return parse(readFileSync(file, 'utf8'), 'DATA_DIR/partner-signing-key.json');
  mkdirSync(dataDir, { recursive: true });
  const key = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  writeFileSync(file, JSON.stringify(key), { mode: 0o600 });
  return key;
}

/** Where embedded read models live unless READ_STORE says otherwise (docs/decisions/0094). */
export const DEFAULT_READ_STORE = 'sqlite';

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV?.trim() || 'development';
  const production = nodeEnv === 'production';
  const port = integer(env, 'PORT', 3000, 1, 65535);
  const dataDir = resolve(env.DATA_DIR?.trim() || './data');
  const eventStore = oneOf(env, 'EVENT_STORE', ['sqlite', 'kurrentdb'] as const, 'sqlite');
  const readStore = oneOf(env, 'READ_STORE', ['memory', 'sqlite', 'mongo'] as const, DEFAULT_READ_STORE);
  const queue = oneOf(env, 'QUEUE', ['inline', 'bullmq'] as const, 'inline');
  const mail = oneOf(env, 'MAIL', ['outbox', 'smtp'] as const, 'outbox');
  const botCheck = oneOf(env, 'BOT_CHECK', ['altcha', 'recaptcha', 'off'] as const, 'altcha');
  const role = oneOf(env, 'ROLE', ['all', 'api', 'worker'] as const, 'all');
  const files = oneOf(env, 'FILES', ['disk', 'gridfs'] as const, 'disk');
  if (botCheck === 'off' && production) throw new ConfigError('BOT_CHECK', 'cannot be off when NODE_ENV=production');
  const recaptchaSecret = env.RECAPTCHA_SECRET?.trim() || null;
  if (botCheck === 'recaptcha') required('RECAPTCHA_SECRET', recaptchaSecret, 'BOT_CHECK=recaptcha');
  if (role !== 'all' && readStore !== 'mongo')
    throw new ConfigError('ROLE', `${role} needs shared read models: set READ_STORE=mongo`);
  if (role !== 'all' && queue === 'inline') throw new ConfigError('ROLE', `${role} needs a shared queue: set QUEUE=bullmq`);
  // The api replicas and the worker are separate processes, often on separate hosts: a log or files in
  // one of them's DATA_DIR would be seen by that process alone.
  if (role !== 'all' && eventStore === 'sqlite') throw new ConfigError('ROLE', `${role} needs a shared event log: set EVENT_STORE=kurrentdb`);
  if (role !== 'all' && files === 'disk') throw new ConfigError('ROLE', `${role} needs shared file storage: set FILES=gridfs`);
  const adminPassword = env.ADMIN_PASSWORD || null;
  if (adminPassword !== null && adminPassword.length < 8)
    throw new ConfigError('ADMIN_PASSWORD', 'must be at least 8 characters long');

  return {
    nodeEnv,
    logFormat: oneOf(env, 'LOG_FORMAT', ['json', 'text'] as const, production ? 'json' : 'text'),
    logRequests: bool(env, 'LOG_REQUESTS', false),
    port,
    dataDir,
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:'], `http://localhost:${port}`)!,
    staticDir: resolve(env.STATIC_DIR?.trim() || join(__dirname, '..', '..', '..', 'frontend', 'dist')),
    jwtSecret: jwtSecret(env, dataDir, production),
    partnerSigningKey: partnerSigningKey(env, dataDir, production),
    adminEmail: email(env, 'ADMIN_EMAIL', 'admin@example.org'),
    adminPassword,
    // The demo members' passwords are public: never seeded in production unless asked for.
    seedDemo: bool(env, 'SEED_DEMO', !production),
    siteName: env.SITE_NAME?.trim() || 'IT Tanár Klub',
    supportEmail: email(env, 'SUPPORT_EMAIL', 'support@example.org'),
    staffEmail: email(env, 'STAFF_EMAIL', 'staff@example.org'),
    mailFrom: email(env, 'MAIL_FROM', 'klub@example.org'),
    eventStore,
    kurrentDbUrl:
      eventStore === 'kurrentdb'
        ? required('KURRENTDB_URL', connectionString(env, 'KURRENTDB_URL', (value) => parseConnectionString('KURRENTDB_URL', value, KURRENTDB_SCHEMES)), 'EVENT_STORE=kurrentdb')
        : null,
    readStore,
    mongoUrl: readStore === 'mongo' ? required('MONGO_URL', connectionString(env, 'MONGO_URL', (value) => parseConnectionString('MONGO_URL', value, MONGO_SCHEMES)), 'READ_STORE=mongo') : null,
    queue,
    // Also without BullMQ: request limits and guesses are then counted in Redis, shared by the replicas.
    redisUrl: queue === 'bullmq' ? required('REDIS_URL', connectionString(env, 'REDIS_URL', redisOptions), 'QUEUE=bullmq') : connectionString(env, 'REDIS_URL', redisOptions),
    mail,
    smtpUrl: mail === 'smtp' ? required('SMTP_URL', url(env, 'SMTP_URL', ['smtp:', 'smtps:']), 'MAIL=smtp') : null,
    files,
    botCheck,
    recaptchaSecret,
    role,
    trustProxy: trustProxy(env),
    loginRateLimit: integer(env, 'LOGIN_RATE_LIMIT', 10, 1, 100000),
    liveStreamLimit: integer(env, 'LIVE_STREAM_LIMIT', 500, 1, 100000),
  };
}
