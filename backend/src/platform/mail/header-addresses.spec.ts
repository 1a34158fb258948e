import { headerAddresses } from './header-addresses';

describe('the addresses of a To header', () => {
  it.each([
    ['anna@example.org', ['anna@example.org']],
    // How the outbox (nodemailer) writes a quoted local part.
    ['<"a b"@example.org>', ['"a b"@example.org']],
    ['=?UTF-8?B?w4l2YQ==?= <éva@példa.hu>', ['éva@példa.hu']],
    ['"Kiss, Anna" <"a,b@c"@example.org>, bela@example.org', ['"a,b@c"@example.org', 'bela@example.org']],
    ['<"a\\"b"@example.org>', ['"a\\"b"@example.org']],
    ['"a (b)"@example.org (a comment (nested \\) one)), <c@d.hu>', ['"a (b)"@example.org', 'c@d.hu']],
    ['Anna (munkahely) <anna@example.org>', ['anna@example.org']],
    ['Stáb: anna@example.org, "x y"@example.org;, bela@example.org', ['anna@example.org', '"x y"@example.org', 'bela@example.org']],
    ['<@relay.example.org,@other.example.org:anna@example.org>', ['anna@example.org']],
    ['anna . kiss @ example.org', ['anna.kiss@example.org']],
    // Angle brackets left off: the words joined (an obsolete addr-spec), and the last word alone.
    ['Kiss Anna anna@example.org', ['KissAnnaanna@example.org', 'anna@example.org']],
    ['undisclosed-recipients:;', []],
    ['', []],
  ])('%j', (header, addresses) => expect(headerAddresses(header)).toEqual(addresses));
});
