import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../compile-hints';

type Bundle = Record<string, { type: 'chunk'; code: string } | { type: 'asset'; source: string }>;

/** The plugin's bundle hook run on a bundle as Vite hands it over, after minification. */
function generate(bundle: Bundle): Bundle {
  const hook = compileHints().generateBundle as { handler: (options: unknown, bundle: Bundle) => void };
  hook.handler({}, bundle);
  return bundle;
}

describe('compile hints (compile-hints.ts)', () => {
  it('puts the hint on the first line of every script, once, and leaves other files alone', () => {
    const bundle = generate({
      'assets/index.js': { type: 'chunk', code: 'const __vite__mapDeps=()=>[];import"./react.js";' },
      'assets/react.js': { type: 'chunk', code: 'export const a=1;' },
      'assets/griffel.css': { type: 'asset', source: '.a{color:red}' },
    });
    expect(bundle['assets/index.js']).toEqual({ type: 'chunk', code: `${COMPILE_HINT}\nconst __vite__mapDeps=()=>[];import"./react.js";` });
    expect((bundle['assets/react.js'] as { code: string }).code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(bundle['assets/griffel.css']).toEqual({ type: 'asset', source: '.a{color:red}' });
    generate(bundle);
    expect((bundle['assets/react.js'] as { code: string }).code).toBe(`${COMPILE_HINT}\nexport const a=1;`);
  });

  it("is V8's magic comment, for the browser's build only, after Vite's own additions", () => {
    const plugin = compileHints();
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
    expect(plugin.apply).toBe('build');
    expect(plugin.enforce).toBe('post');
    expect((plugin.generateBundle as { order: string }).order).toBe('post');
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: 'client' })).toBe(true);
    expect(applies({ name: 'ssr' })).toBe(false);
  });
});
