import { decodeText, detectDelimiter, parseCsv } from './csv';

describe('reading CSV', () => {
  it('splits on semicolons or commas, whichever the file uses', () => {
    expect(detectDelimiter('om;name;city\n1;a;b')).toBe(';');
    expect(detectDelimiter('om,name,city\n1,a,b')).toBe(',');
    expect(detectDelimiter('"a;b",c,d\n')).toBe(',');
  });

  it('keeps quoted delimiters, doubled quotes and line breaks inside a cell', () => {
    const rows = parseCsv('om,name,city\r\n900001,"Példa ""Kis"" Iskola, Szeged","Sze\nged"\r\n900002,Minta,Pécs');
    expect(rows).toEqual([
      { line: 1, cells: ['om', 'name', 'city'] },
      { line: 2, cells: ['900001', 'Példa "Kis" Iskola, Szeged', 'Sze\nged'] },
      { line: 4, cells: ['900002', 'Minta', 'Pécs'] },
    ]);
  });

  it('skips blank lines but keeps counting them', () => {
    expect(parseCsv('a;b\n\n;\n1;2\n').map((row) => row.line)).toEqual([1, 4]);
  });

  it('drops the BOM of UTF-8 and reads Windows-1250 when the bytes are not UTF-8', () => {
    expect(decodeText(Buffer.from('\uFEFFOM azonosító', 'utf8'))).toBe('OM azonosító');
    expect(decodeText(Buffer.from([0x54, 0x65, 0x6c, 0x65, 0x70, 0xfc, 0x6c, 0xe9, 0x73]))).toBe('Település');
    expect(decodeText(Buffer.from([0x47, 0x79, 0xf5, 0x72]))).toBe('Győr');
  });
});
