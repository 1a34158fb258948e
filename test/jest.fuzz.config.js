const swc = require('./swc-jest');

/** The fuzz suite (issue 14 §2): generated requests from the OpenAPI document against the booted app. */
/** @type {import('jest').Config} */
module.exports = {
  rootDir: '..',
  roots: ['<rootDir>/test/fuzz'],
  testEnvironment: 'node',
  testRegex: '.*\\.fuzz\\.ts$',
  transform: { '^.+\\.(t|j|mj)s$': swc },
  transformIgnorePatterns: [swc.ignore],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  // Bounded: 10,000 requests take about a minute here; a hang fails instead of holding CI.
  testTimeout: 10 * 60 * 1000,
};
