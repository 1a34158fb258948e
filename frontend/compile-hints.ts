import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136 and later): must be the file's very first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks every script of the build for eager compilation (issue 24). Left to itself, V8 compiles a
 * function only when it is first called, on the main thread: on a club page the first render calls
 * hundreds of React, router and Fluent functions for the first time, and their compiling filled the
 * render's slices past what a phone counts as a long task. Marked, a script's functions are compiled
 * while it streams in, on a background thread. The app's chunks are split by route and by the dialog a
 * tap opens, so what a chunk holds is what its page or dialog calls as it appears.
 *
 * After minification (the minifier would drop the comment), for the browser's build only: the
 * prerender's server build never reaches a browser.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After Vite's own additions to the chunks (the preload helper's map of dependencies comes first).
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && !file.code.startsWith(COMPILE_HINT)) file.code = `${COMPILE_HINT}\n${file.code}`;
        }
      },
    },
  };
}
