// Nest 12 ships ESM only: @swc/jest transforms it (and its ESM dependencies) to CommonJS.
const swc = require('../test/swc-jest');

/**
 * Specs that need a server are named for it, `*.redis.spec.ts`, `*.mongo.spec.ts`, `*.kurrentdb.spec.ts`:
 * they run only where that server is reachable (docker compose, CI), named by its URL. A new one needs
 * nothing here; a new kind of server needs one line.
 */
const servers = { redis: 'REDIS_URL', mongo: 'MONGO_URL', kurrentdb: 'KURRENTDB_URL' };
const unreachable = Object.entries(servers).filter(([, env]) => !process.env[env]).map(([server]) => `\\.${server}\\.spec\\.ts$`);

/** @type {import('jest').Config} */
module.exports = {
  rootDir: 'src',
  testEnvironment: 'node',
  testRegex: '.*\\.spec\\.ts$',
  testPathIgnorePatterns: ['/node_modules/', ...unreachable],
  transform: { '^.+\\.(t|j|mj)s$': swc },
  transformIgnorePatterns: [swc.ignore],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  setupFiles: ['<rootDir>/../jest.setup.js'],
};
