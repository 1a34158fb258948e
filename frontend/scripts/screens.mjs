/**
 * The screens (src/config/screens.ts) for the build's Node scripts: the prerender's pages and the
 * budgets' rows. Read through Vite's module runner, which strips the file's types.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

/** Every screen: `{ path, access, module?, bare? }`, in declaration order. */
export async function loadScreens() {
  const file = fileURLToPath(new URL('../src/config/screens.ts', import.meta.url));
  const { module } = await runnerImport(file, { configFile: false, logLevel: 'silent' });
  return module.screenList;
}

/** A screen's route module as the build manifest names it (`src/app/routes/public/home.tsx`), or null. */
export const moduleFileOf = (screen) => (screen.module ? `src/app/routes/${screen.module}.tsx` : null);
