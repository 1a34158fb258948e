const swc = require('./swc-jest');

/** API journeys: boot the whole app on a temp data dir and drive it through HTTP. */
/** @type {import('jest').Config} */
module.exports = {
  rootDir: '..',
  roots: ['<rootDir>/test/api'],
  testEnvironment: 'node',
  testRegex: '.*\\.journey\\.ts$',
  transform: { '^.+\\.(t|j|mj)s$': swc },
  transformIgnorePatterns: [swc.ignore],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  testTimeout: 60000,
};
