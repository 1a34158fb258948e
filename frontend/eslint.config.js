import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * The frontend's boundaries (docs/architecture.md), checked by `npm run lint`. Deliberately lean: the
 * rules are about who may import whom, not a style overhaul.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Zones are paths from the frontend folder, wherever ESLint is started. */
const basePath = fileURLToPath(new URL('.', import.meta.url));

const BACKEND_MESSAGE =
  'The frontend may use only the backend’s pure folders: @backend/contract (types), @backend/shared and @backend/modules/*/domain (not their specs or testing/).';

const layerZones = [
  // Features do not import each other: what two features share lives in components/ or lib/.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move what they share to components/ or lib/.',
  })),
  { target: ['./src/components', './src/lib'], from: ['./src/features', './src/app'], message: 'Shared code never imports features or app/.' },
];
const featuresBelowApp = { target: './src/features', from: './src/app', message: 'Features never import app/: the app composes features, not the other way round.' };

export default tseslint.config(
  { ignores: ['dist/**', 'dev-dist/**', 'node_modules/**'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { 'import-x': importX, '@typescript-eslint': tseslint.plugin },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: new URL('./tsconfig.json', import.meta.url).pathname })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath, zones: [...layerZones, featuresBelowApp] }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@backend/contract/*'],
              allowTypeImports: true,
              message: 'The contract holds the API’s types: import them with `import type`, so no backend code reaches the bundle.',
            },
            {
              group: ['@backend/*', '!@backend/contract', '!@backend/contract/*', '!@backend/shared', '!@backend/shared/*', '!@backend/modules', '!@backend/modules/*', '!@backend/modules/*/domain', '!@backend/modules/*/domain/*'],
              message: BACKEND_MESSAGE,
            },
            { group: ['@backend/**/testing/*', '@backend/**/*.spec', '@backend/modules/*/*', '!@backend/modules/*/domain'], message: BACKEND_MESSAGE },
            { group: ['**/backend/src/**'], message: 'Import the backend through the @backend/ alias, which the lint rules can check.' },
          ],
        },
      ],
    },
  },
  {
    // A screen's spec may render it through its route module, as the app does.
    files: ['src/**/*.spec.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath, zones: layerZones }] },
  },
);
