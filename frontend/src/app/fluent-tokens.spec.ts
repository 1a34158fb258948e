import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLUENT_TOKENS_FILE, fluentTokensAsProxy } from '../../fluent-tokens-proxy';

const installed = join(dirname(createRequire(import.meta.url).resolve('@fluentui/tokens')), '..', 'lib', 'tokens.js');

/** The tokens the installed Fluent defines, read from its source: name → value. */
function installedTokens(): Array<[string, string]> {
  return [...readFileSync(installed, 'utf8').matchAll(/^\s+(\w+): '([^']*)',?$/gm)].map((match) => [match[1], match[2]]);
}

/** The module the build serves instead, evaluated. */
async function proxyTokens(): Promise<Record<string, string>> {
  const load = fluentTokensAsProxy.load as (id: string) => string | null;
  const code = load(installed)!;
  const module = await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`);
  return module.tokens;
}

describe('Fluent tokens served as a Proxy (fluent-tokens-proxy.ts)', () => {
  it('replaces the installed tokens module and nothing else', () => {
    expect(FLUENT_TOKENS_FILE.test(installed)).toBe(true);
    expect(FLUENT_TOKENS_FILE.test(join(dirname(installed), 'index.js'))).toBe(false);
  });

  it('answers what Fluent would for every one of its tokens', async () => {
    const tokens = await proxyTokens();
    const defined = installedTokens();
    expect(defined.length).toBeGreaterThan(400);
    for (const [name, value] of defined) expect(tokens[name]).toBe(value);
  });
});
