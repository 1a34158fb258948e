import type { Plugin } from 'vite';

/** The module of @fluentui/tokens that defines the `tokens` object. */
export const FLUENT_TOKENS_FILE = /[\\/]@fluentui[\\/]tokens[\\/]lib[\\/]tokens\.js$/;

/**
 * Fluent's `tokens` object maps each of its ~460 names to `var(--name)`: about 4 kB of gzip that every
 * page downloads and parses before it paints. The build serves it as a Proxy that answers the same
 * string for any name (src/app/fluent-tokens.spec.ts checks every token of the installed Fluent).
 */
export const fluentTokensAsProxy: Plugin = {
  name: 'fluent-tokens-as-proxy',
  enforce: 'pre',
  load(id) {
    if (!FLUENT_TOKENS_FILE.test(id)) return null;
    return "export const tokens = new Proxy({}, { get: (_, name) => (typeof name === 'string' ? `var(--${name})` : undefined) });";
  },
};
