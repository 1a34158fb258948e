import { MalformedXml, XmlHandler, XmlScanner } from './xml-scanner';

/** What a handler hears, one line per event, decoded as UTF-8; text split between chunks is joined first. */
function events(xml: string, chunkBytes = Infinity): string[] {
  const heard: Array<string | { text: Buffer[]; cdata: boolean }> = [];
  const handler: XmlHandler = {
    open: (name, attributes) => heard.push(`<${name}${Buffer.from(attributes, 'latin1').toString('utf8')}>`),
    close: (name) => heard.push(`</${name}>`),
    text: (bytes, start, end, cdata) => {
      const last = heard[heard.length - 1];
      const piece = Buffer.from(bytes.subarray(start, end));
      if (typeof last === 'object' && last.cdata === cdata) last.text.push(piece);
      else heard.push({ text: [piece], cdata });
    },
  };
  const bytes = Buffer.from(xml, 'utf8');
  const scanner = new XmlScanner(handler);
  for (let at = 0; at < bytes.length; at += chunkBytes) scanner.write(bytes.subarray(at, at + chunkBytes));
  scanner.end();
  return heard.map((event) => (typeof event === 'string' ? event : `${event.cdata ? 'cdata:' : ''}${Buffer.concat(event.text).toString('utf8')}`));
}

const refusal = (run: () => unknown) => {
  try {
    run();
    return 'read';
  } catch (error) {
    return error instanceof MalformedXml ? 'malformed' : error;
  }
};

describe('the streaming XML scanner of imported sheets', () => {
  const xml = '<?xml version="1.0"?><!-- egy megjegyzés --><x:a xmlns:x="urn:x"><x:b k="1>2" l=\'ő\'>Győr &amp; Pécs</x:b><c/><![CDATA[<nem tag> & ő]]></x:a>';
  const expected = ['<a xmlns:x="urn:x">', '<b k="1>2" l=\'ő\'>', 'Győr &amp; Pécs', '</b>', '<c>', '</c>', 'cdata:<nem tag> & ő', '</a>'];

  it('names elements without their prefix, hands on text as written, skips the declaration and comments', () => {
    expect(events(xml)).toEqual(expected);
  });

  it('hears the same whatever the chunks: a tag, a character, a comment or a terminator split anywhere', () => {
    for (const size of [1, 2, 3, 5, 7, 13]) expect(events(xml, size)).toEqual(expected);
  });

  it('skips the rest of the parent on request, up to its own end tag', () => {
    const row = '<row r="1"><c r="A1"><v>1</v></c><c r="XFD1"><v>2</v></c><c r="XFE1"><v>3</v></c></row><row r="2"/>';
    const heard = ['<row r="1">', '<c r="A1">', '<v>', '1', '</v>', '</c>', '<c r="XFD1">', '</row>', '<row r="2">', '</row>'];
    const skipping = (size: number) => {
      const seen: string[] = [];
      const scanner = new XmlScanner({
        open: (name, attributes) => {
          seen.push(`<${name}${attributes}>`);
          if (attributes.includes('XFD')) scanner.skipRestOfParent();
        },
        close: (name) => seen.push(`</${name}>`),
        text: (bytes, start, end) => seen.push(bytes.toString('utf8', start, end)),
      });
      const bytes = Buffer.from(row);
      for (let at = 0; at < bytes.length; at += size) scanner.write(bytes.subarray(at, at + size));
      scanner.end();
      return seen;
    };
    for (const size of [Infinity, 1, 4, 9]) expect(skipping(size)).toEqual(heard);
  });

  it('refuses what is not well-formed, truncated, nested too deep, a DOCTYPE, or a tag no spreadsheet writes', () => {
    expect(refusal(() => events('<a><b></a></b>'))).toBe('malformed');
    expect(refusal(() => events('<a><b>szöveg</b>'))).toBe('malformed');
    expect(refusal(() => events('<a><b k="1"'))).toBe('malformed');
    expect(refusal(() => events('<a><!-- nincs vége'))).toBe('malformed');
    expect(refusal(() => events('<a></ >'))).toBe('malformed');
    expect(refusal(() => events('<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>'))).toBe('malformed');
    expect(refusal(() => events(`${'<a>'.repeat(65)}${'</a>'.repeat(65)}`))).toBe('malformed');
    expect(refusal(() => events(`<a k="${'x'.repeat(70_000)}"></a>`, 16 * 1024))).toBe('malformed');
    expect(refusal(() => events('<a><b <c></b></a>'))).toBe('malformed');
  });
});
