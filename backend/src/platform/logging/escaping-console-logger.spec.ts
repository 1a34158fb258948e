import { EscapingConsoleLogger, escapeForLog } from './escaping-console-logger';

describe('log lines', () => {
  it('escape line breaks, NUL and bidirectional overrides, and keep every letter', () => {
    expect(escapeForLog('Anna\n[Nest] 1 - LOG forged')).toBe('Anna\\n[Nest] 1 - LOG forged');
    expect(escapeForLog('a\r\nb\u0000c\u202ed\te')).toBe('a\\r\\nb\\u0000c\\u202ed\\te');
    expect(escapeForLog('Kovács Éva 😀 ÁÉŐŰ')).toBe('Kovács Éva 😀 ÁÉŐŰ');
  });

  it('prints a message with a line break on one line', () => {
    const written: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => (written.push(String(chunk)), true));
    try {
      new EscapingConsoleLogger('Test', { colors: false }).log('Jelentkezett: Anna\nERROR hamis sor');
    } finally {
      spy.mockRestore();
    }
    expect(written.join('')).toContain('Jelentkezett: Anna\\nERROR hamis sor');
    expect(written.join('').trimEnd().split('\n')).toHaveLength(1);
  });
});
