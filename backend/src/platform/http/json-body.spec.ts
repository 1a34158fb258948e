import { fieldsWithBrokenText, nestsDeeperThan } from './json-body';

describe('guarded JSON bodies', () => {
  it('measures nesting outside strings only', () => {
    expect(nestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan(`{"a":"${'[{'.repeat(100)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[[[", "b": 1}', 1)).toBe(false);
    expect(nestsDeeperThan(`${'['.repeat(3000)}${']'.repeat(3000)}`, 32)).toBe(true);
  });

  it('points at every string or key with a lone surrogate, and passes real text', () => {
    expect(fieldsWithBrokenText({ email: 'a\ud800@example.org', name: 'Kovács 😀', list: ['ok', '\udc00'] })).toEqual(['email', 'list.1']);
    expect(fieldsWithBrokenText({ ['k\ud83d']: 1 })).toEqual(['k\ud83d']);
    expect(fieldsWithBrokenText('\ud800')).toEqual(['body']);
    expect(fieldsWithBrokenText({ nul: 'a\u0000b', n: 1, none: null })).toEqual([]);
  });
});
