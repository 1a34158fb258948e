#!/usr/bin/env node
/**
 * The project's own checks, run by `npm run lint` after dependency-cruiser (backend) and ESLint
 * (frontend): no copied contract type in the frontend, kebab-case file names, no words typed into a
 * component outside i18n/ and content/, and a self-test that
 * every boundary rule still catches what it is meant to catch.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCommandFolders } from './command-folders.mjs';
import { checkContractTwins } from './contract-twins.mjs';
import { checkFeatureShape } from './feature-shape.mjs';
import { checkFileNames } from './file-names.mjs';
import { checkModuleFiles } from './module-files.mjs';
import { checkReadModelOwners } from './read-model-owners.mjs';
import { checkStatusTwins } from './status-twins.mjs';
import { selfTest } from './self-test.mjs';
import { checkVisibleStrings } from './visible-strings.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const problems = [...checkCommandFolders(root), ...checkContractTwins(root), ...checkFileNames(root), ...checkVisibleStrings(root), ...checkFeatureShape(root), ...(await selfTest(root))];
problems.push(...checkModuleFiles(root), ...checkStatusTwins(root), ...checkReadModelOwners(root));
if (problems.length > 0) {
  console.error(`lint: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  'lint: no contract copies, SignupStatus never retyped, file names kebab-case, features shaped, commands/ holds command services only, module files in place, every read model opened by its own module, every visible string from i18n/, every boundary rule bites',
);
