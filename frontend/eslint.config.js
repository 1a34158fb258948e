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
  'The frontend may use only the backend’s pure folders: @backend/contract (types), @backend/shared, @backend/modules/*/domain (not their specs or testing/) and @backend/module-lists/* (the modules’ lists, collected).';

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

const importPatterns = [
  {
    group: ['@backend/contract/*'],
    allowTypeImports: true,
    message: 'The contract holds the API’s types: import them with `import type`, so no backend code reaches the bundle.',
  },
  {
    group: ['@backend/*', '!@backend/contract', '!@backend/contract/*', '!@backend/shared', '!@backend/shared/*', '!@backend/modules', '!@backend/modules/*', '!@backend/modules/*/domain', '!@backend/modules/*/domain/*', '!@backend/module-lists', '!@backend/module-lists/*'],
    message: BACKEND_MESSAGE,
  },
  { group: ['@backend/**/testing/*', '@backend/**/*.spec', '@backend/modules/*/*', '!@backend/modules/*/domain'], message: BACKEND_MESSAGE },
  {
    group: ['@backend/modules/*/domain/*.events'],
    message: 'Events may change shape behind an upcaster (issue 39 §4): take the contract’s types, or a domain value of its own file (signup-status, teaching-levels).',
  },
  { group: ['**/backend/src/**'], message: 'Import the backend through the @backend/ alias, which the lint rules can check.' },
];

/** The one form field (label, control, Hungarian error, focus on error) is components/ui/form-field.tsx. */
const FORM_FIELD_FILE = 'src/components/ui/form-field.tsx';
const fieldImport = {
  name: '@fluentui/react-components',
  importNames: ['Field'],
  message: 'Write a form field with FormField or TextField from @/components/ui/form-field: it carries the label, the Hungarian error and the focus on error.',
};

/** The one tile grid (columns of at least a width, as many as fit) is components/ui/tile-grid.ts. */
const TILE_GRID_FILE = 'src/components/ui/tile-grid.ts';
const TILE_GRID_MESSAGE = 'Spread tileGrid(minWidth) or fieldGrid(minWidth) from @/components/ui/tile-grid instead of writing the repeat(auto-fill/auto-fit) grid again.';
const tileGridCopies = [
  { selector: 'Literal[value=/repeat\\(\\s*auto-(fill|fit)/]', message: TILE_GRID_MESSAGE },
  { selector: 'TemplateElement[value.raw=/repeat\\(\\s*auto-(fill|fit)/]', message: TILE_GRID_MESSAGE },
];

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
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [fieldImport], patterns: importPatterns }],
      'no-restricted-syntax': ['error', ...tileGridCopies],
    },
  },
  { files: [FORM_FIELD_FILE], rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: importPatterns }] } },
  { files: [TILE_GRID_FILE], rules: { 'no-restricted-syntax': 'off' } },
  {
    // A screen's spec may render it through its route module, as the app does.
    files: ['src/**/*.spec.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath, zones: layerZones }] },
  },
);
