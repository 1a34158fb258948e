import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './load-config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'klub-config-'));

describe('configuration', () => {
  it('starts on embedded defaults with nothing set', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      eventStore: 'sqlite',
      readStore: 'sqlite',
      queue: 'inline',
      mail: 'outbox',
      botCheck: 'altcha',
      role: 'all',
      seedDemo: true,
      adminPassword: null,
    });
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
  });

  it('generates the partner signing key once and keeps it in DATA_DIR, readable by its owner only', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).partnerSigningKey;
    expect(first).toMatchObject({ kty: 'EC', crv: 'P-256' });
    expect(first.d).toBeTruthy();
    expect(loadConfig({ DATA_DIR: dir }).partnerSigningKey).toEqual(first);
    expect(statSync(join(dir, 'partner-signing-key.json')).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir(), PARTNER_SIGNING_KEY: JSON.stringify(first) }).partnerSigningKey).toEqual(first);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ EVENT_STORE: 'postgres' }, 'EVENT_STORE'],
    [{ EVENT_STORE: 'kurrentdb' }, 'KURRENTDB_URL'],
    [{ READ_STORE: 'mongo', MONGO_URL: 'http://x' }, 'MONGO_URL'],
    [{ QUEUE: 'bullmq' }, 'REDIS_URL'],
    [{ MAIL: 'smtp' }, 'SMTP_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ JWT_SECRET: 'too-short' }, 'JWT_SECRET'],
    [{ NODE_ENV: 'production', BOT_CHECK: 'off', JWT_SECRET: 'x'.repeat(40) }, 'BOT_CHECK'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }, 'PARTNER_SIGNING_KEY'],
    [{ PARTNER_SIGNING_KEY: '{"kty":"oct","k":"x"}' }, 'PARTNER_SIGNING_KEY'],
    [{ PARTNER_SIGNING_KEY: 'nem json' }, 'PARTNER_SIGNING_KEY'],
    [{ ROLE: 'api' }, 'ROLE'],
    [{ PUBLIC_URL: 'localhost:3000' }, 'PUBLIC_URL'],
  ])('stops the boot on %j naming %s', (env, variable) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });

  const cluster = {
    EVENT_STORE: 'kurrentdb',
    KURRENTDB_URL: 'kurrentdb://es1:2113,es2:2113,es3:2113?tls=true',
    READ_STORE: 'mongo',
    MONGO_URL: 'mongodb://db1,db2,db3/klub?replicaSet=rs0',
    QUEUE: 'bullmq',
    REDIS_URL: 'redis+sentinel://s1,s2,s3/mymaster',
    FILES: 'gridfs',
  };

  it('accepts the multi-host connection strings of a cluster and Redis Sentinel for the split roles', () => {
    for (const role of ['api', 'worker']) {
      expect(loadConfig({ DATA_DIR: dataDir(), ROLE: role, ...cluster })).toMatchObject({
        role,
        kurrentDbUrl: cluster.KURRENTDB_URL,
        mongoUrl: cluster.MONGO_URL,
        redisUrl: cluster.REDIS_URL,
      });
    }
  });

  it.each([
    [{ EVENT_STORE: 'sqlite' }, 'EVENT_STORE=kurrentdb'],
    [{ FILES: 'disk' }, 'FILES=gridfs'],
  ])('refuses a split role whose %j would keep data in one process’s DATA_DIR', (override, advice) => {
    for (const role of ['api', 'worker']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ROLE: role, ...cluster, ...override })).toThrow(new RegExp(`^Invalid configuration: ROLE ${role} .*${advice.replace('+', '\\+')}`));
    }
  });

  it('seeds no demo content in production unless asked to (the demo member\'s password is public)', () => {
    const key = JSON.stringify(loadConfig({ DATA_DIR: dataDir() }).partnerSigningKey);
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PARTNER_SIGNING_KEY: key, BOT_CHECK: 'altcha' };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir() }).seedDemo).toBe(true);
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['true', 1],
    ['2', 2],
    ['10.0.0.1, 10.1.0.0/16', '10.0.0.1,10.1.0.0/16'],
    ['::1', '::1'],
  ])('reads TRUST_PROXY %j as %j: never the leftmost, client-written address', (value, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy).toEqual(expected);
  });

  it('refuses a TRUST_PROXY that is neither a hop count nor addresses', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'mindenki' })).toThrow(/^Invalid configuration: TRUST_PROXY /);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '99' })).toThrow(/^Invalid configuration: TRUST_PROXY /);
  });

  it('logs JSON lines in production and console lines elsewhere, unless LOG_FORMAT says', () => {
    const key = JSON.stringify(loadConfig({ DATA_DIR: dataDir() }).partnerSigningKey);
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PARTNER_SIGNING_KEY: key, BOT_CHECK: 'altcha' };
    expect(loadConfig(production).logFormat).toBe('json');
    expect(loadConfig({ ...production, LOG_FORMAT: 'text' }).logFormat).toBe('text');
    expect(loadConfig({ DATA_DIR: dataDir() }).logFormat).toBe('text');
    expect(() => loadConfig({ DATA_DIR: dataDir(), LOG_FORMAT: 'xml' })).toThrow(/^Invalid configuration: LOG_FORMAT /);
  });

  it('keeps at most LIVE_STREAM_LIMIT live streams open, 500 unless set, and refuses a limit that is not a positive whole number', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).liveStreamLimit).toBe(500);
    expect(loadConfig({ DATA_DIR: dataDir(), LIVE_STREAM_LIMIT: '2000' }).liveStreamLimit).toBe(2000);
    for (const wrong of ['0', '-1', 'sok', '1.5']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), LIVE_STREAM_LIMIT: wrong })).toThrow(/^Invalid configuration: LIVE_STREAM_LIMIT /);
    }
  });

  it('derives PUBLIC_URL from PORT', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });
});
