import { ConfigError } from './app-config';
import { parseConnectionString } from './connection-strings';
import { redisOptions } from './redis-options';

describe('connection strings of a cluster', () => {
  it('reads every host of a MongoDB replica set, with its database and options', () => {
    const parsed = parseConnectionString('MONGO_URL', 'mongodb://app:p%40ss@db1:27017,db2,db3:27018/klub?replicaSet=rs0&w=majority', ['mongodb']);
    expect(parsed).toMatchObject({
      scheme: 'mongodb',
      username: 'app',
      password: 'p@ss',
      hosts: [
        { host: 'db1', port: 27017 },
        { host: 'db2', port: null },
        { host: 'db3', port: 27018 },
      ],
      path: 'klub',
    });
    expect(parsed.query.get('replicaSet')).toBe('rs0');
  });

  it('reads a KurrentDB cluster’s nodes and an IPv6 address', () => {
    const parsed = parseConnectionString('KURRENTDB_URL', 'kurrentdb://a.example:2113,[::1]:2113,10.0.0.3:2113?tls=true&nodePreference=leader', ['kurrentdb']);
    expect(parsed.hosts).toEqual([
      { host: 'a.example', port: 2113 },
      { host: '::1', port: 2113 },
      { host: '10.0.0.3', port: 2113 },
    ]);
    expect(parsed.query.get('nodePreference')).toBe('leader');
  });

  it.each([
    ['http://a:1', 'must start with'],
    ['mongodb://', 'host'],
    ['mongodb://a,,b/db', 'host'],
    ['mongodb://a:99999/db', 'port'],
    ['mongodb://a b/db', 'host'],
    ['mongodb://%E0%A4%A@a/db', 'encoded'],
  ])('refuses %s', (value, problem) => {
    expect(() => parseConnectionString('MONGO_URL', value, ['mongodb'])).toThrow(ConfigError);
    expect(() => parseConnectionString('MONGO_URL', value, ['mongodb'])).toThrow(problem);
  });
});

describe('REDIS_URL', () => {
  it('connects to one server, with TLS for rediss://', () => {
    expect(redisOptions('redis://redis:6379')).toEqual({ host: 'redis', port: 6379 });
    expect(redisOptions('rediss://:secret@cache.example/2')).toEqual({ host: 'cache.example', port: 6379, password: 'secret', db: 2, tls: {} });
  });

  it('asks Redis Sentinel for the primary of the named group', () => {
    expect(redisOptions('redis+sentinel://:secret@s1:26379,s2,s3:26380/mymaster/1?sentinelPassword=watch')).toEqual({
      sentinels: [
        { host: 's1', port: 26379 },
        { host: 's2', port: 26379 },
        { host: 's3', port: 26380 },
      ],
      name: 'mymaster',
      password: 'secret',
      db: 1,
      sentinelPassword: 'watch',
    });
    expect(redisOptions('rediss+sentinel://s1/mymaster')).toMatchObject({ tls: {}, enableTLSForSentinelMode: true });
    expect(redisOptions('redis-sentinel://s1,s2/mymaster')).toMatchObject({ name: 'mymaster', sentinels: [{ host: 's1' }, { host: 's2' }] });
  });

  it.each([
    ['redis://a,b', 'redis+sentinel'],
    ['redis+sentinel://s1,s2', 'primary'],
    ['redis://a/zero', 'database'],
    ['memcached://a', 'must start with'],
  ])('refuses %s', (value, problem) => {
    expect(() => redisOptions(value)).toThrow(problem);
  });
});
