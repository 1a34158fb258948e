import { preferredEncoding } from './accept-encoding';

describe('choosing an encoding for Accept-Encoding', () => {
  const both = ['br', 'gzip'] as const;

  it('sends Brotli to a browser, which asks for it beside gzip', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd', both)).toBe('br');
  });

  it('sends gzip to a client that knows only gzip, or weighs it higher', () => {
    expect(preferredEncoding('gzip', both)).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip', both)).toBe('gzip');
    expect(preferredEncoding('BR;Q=0, GZIP', both)).toBe('gzip');
  });

  it('sends the file as it is without a header, for identity, or when every encoding at hand is refused', () => {
    expect(preferredEncoding(undefined, both)).toBeNull();
    expect(preferredEncoding('', both)).toBeNull();
    expect(preferredEncoding('identity', both)).toBeNull();
    expect(preferredEncoding('br;q=0', both)).toBeNull();
    expect(preferredEncoding('*;q=0', both)).toBeNull();
    expect(preferredEncoding('deflate', both)).toBeNull();
    expect(preferredEncoding('br;q=abc', both)).toBeNull();
  });

  it('counts an encoding the header does not name through "*" only', () => {
    expect(preferredEncoding('*', both)).toBe('br');
    expect(preferredEncoding('br;q=0, *', both)).toBe('gzip');
    expect(preferredEncoding('gzip;q=0.2, *;q=0.8', both)).toBe('br');
  });

  it('chooses among the encodings the build wrote for that file', () => {
    expect(preferredEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(preferredEncoding('br', ['gzip'])).toBeNull();
    expect(preferredEncoding('br, gzip', [])).toBeNull();
  });
});
