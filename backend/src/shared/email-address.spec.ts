import { canonicalAddress, isMailableAddress } from './email-address';

describe('e-mail addresses the club writes to', () => {
  it.each(['anna@example.org', 'kovacs.eva+klub@iskola.edu.hu', '"a b"@example.org', '"x\\"y"@example.org', 'árvíztűrő@példa.hu', 'a@b.xn--p1ai'])(
    'takes %s',
    (address) => expect(isMailableAddress(address)).toBe(true),
  );

  it.each([
    '',
    'anna',
    'anna@localhost',
    'anna@[127.0.0.1]',
    '"a\r\nBcc: x@y.hu"@example.org',
    'anna\n@example.org',
    '"a\u0000b"@example.org',
    'an\u202Ena@example.org',
    '.anna@example.org',
    'an..na@example.org',
    `${'a'.repeat(65)}@example.org`,
    `a@${'b'.repeat(250)}.hu`,
    42,
  ])('refuses %j', (address) => expect(isMailableAddress(address)).toBe(false));

  it('compares a quoted local part that needs no quotes with its plain spelling', () => {
    expect(canonicalAddress('"Anna"@Example.org')).toBe('anna@example.org');
    expect(canonicalAddress('"a b"@example.org')).toBe('"a b"@example.org');
    expect(canonicalAddress('"a\\ b"@example.org')).toBe('"a b"@example.org');
    expect(canonicalAddress(' Anna@Example.org ')).toBe('anna@example.org');
  });
});
