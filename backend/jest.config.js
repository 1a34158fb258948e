// Nest 12 ships ESM only: @swc/jest transforms it (and its ESM dependencies) to CommonJS.
const swc = require('../test/swc-jest');

// Contract suites of server adapters run only where their server is reachable (docker compose, CI).
const needsServer = [
  ['KURRENTDB_URL', 'kurrentdb\\.event-store\\.contract'],
  ['MONGO_URL', 'mongo\\.read-store\\.contract'],
  ['REDIS_URL', 'bullmq\\.job-queue\\.contract'],
  ['REDIS_URL', 'redis\\.throttler-storage\\.contract'],
  ['REDIS_URL', 'redis\\.worker-lease\\.contract'],
  ['REDIS_URL', 'worker-failover\\.contract'],
];

/** @type {import('jest').Config} */
module.exports = {
  rootDir: 'src',
  testEnvironment: 'node',
  testRegex: '.*\\.spec\\.ts$',
  testPathIgnorePatterns: ['/node_modules/', ...needsServer.filter(([env]) => !process.env[env]).map(([, pattern]) => pattern)],
  transform: { '^.+\\.(t|j|mj)s$': swc },
  transformIgnorePatterns: [swc.ignore],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  setupFiles: ['<rootDir>/../jest.setup.js'],
};
