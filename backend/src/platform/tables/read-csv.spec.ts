import { ValidationFailed } from '../../shared/domain-error';
import { TABLE_LIMITS } from '../../shared/upload-limits';
import { detectDelimiter, readCsv } from './read-csv';
import { TableLimits } from './table';

const read = (text: string | Buffer, limits: TableLimits = TABLE_LIMITS) => readCsv(Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'), limits);
const cells = async (text: string | Buffer) => (await read(text)).map((row) => row.cells);

describe('reading CSV (csv-parse, streamed)', () => {
  it('splits on semicolons, commas or tabs, whichever the file uses; a quoted one does not count', async () => {
    expect(detectDelimiter('om;name;city\n1;a;b')).toBe(';');
    expect(detectDelimiter('om,name,city\n1,a,b')).toBe(',');
    expect(detectDelimiter('om\tname\tcity\n1\ta\tb')).toBe('\t');
    expect(detectDelimiter('"a;b",c,d\n')).toBe(',');
    expect(await cells('om;name;city\n900001;Példa, Kis Iskola;Szeged')).toEqual([
      ['om', 'name', 'city'],
      ['900001', 'Példa, Kis Iskola', 'Szeged'],
    ]);
    expect(await cells('om\tname\tcity\r\n900001\tPélda\tSzeged\r\n')).toEqual([
      ['om', 'name', 'city'],
      ['900001', 'Példa', 'Szeged'],
    ]);
  });

  it('finds the delimiter under a title line that has none, and reads a one-column list of codes', async () => {
    expect(await cells('Iskolák listája\n\nom;név;település\n900001;Példa, Szeged;Szeged\n')).toEqual([['Iskolák listája'], ['om', 'név', 'település'], ['900001', 'Példa, Szeged', 'Szeged']]);
    expect(await cells('Kód\nA1\nB2\n')).toEqual([['Kód'], ['A1'], ['B2']]);
  });

  it('keeps quoted delimiters, doubled quotes and line breaks inside a cell, and where each row starts', async () => {
    const rows = await read('om,name,city\r\n900001,"Példa ""Kis"" Iskola, Szeged","Sze\nged"\r\n900002,Minta "Nagy" Iskola,Pécs');
    expect(rows).toEqual([
      { line: 1, cells: ['om', 'name', 'city'] },
      { line: 2, cells: ['900001', 'Példa "Kis" Iskola, Szeged', 'Sze\nged'] },
      { line: 4, cells: ['900002', 'Minta "Nagy" Iskola', 'Pécs'] },
    ]);
  });

  it('skips blank lines but keeps counting them', async () => {
    expect((await read('a;b\n\n;\n1;2\n')).map((row) => row.line)).toEqual([1, 4]);
  });

  it('drops the BOM of UTF-8 and reads Windows-1250 (Latin-2) when the bytes are not UTF-8', async () => {
    expect(await cells(Buffer.from('\uFEFFOM azonosító;Település\n900001;Győr', 'utf8'))).toEqual([
      ['OM azonosító', 'Település'],
      ['900001', 'Győr'],
    ]);
    // "Település;Győr;Ősz" as Hungarian Excel saves it: é = E9, ő = F5, Ő = D5.
    const latin2 = Buffer.from([0x54, 0x65, 0x6c, 0x65, 0x70, 0xfc, 0x6c, 0xe9, 0x73, 0x3b, 0x47, 0x79, 0xf5, 0x72, 0x3b, 0xd5, 0x73, 0x7a]);
    expect(await cells(latin2)).toEqual([['Település', 'Győr', 'Ősz']]);
  });

  it('reads a character split between two slices of the file whole', async () => {
    // "ő" is two bytes in UTF-8: the first is the last byte of the first 64 KiB slice.
    const filler = 'x'.repeat(64 * 1024 - 'a;b\n'.length - 1);
    const rows = (await read(`a;b\n${filler}ő;c\n`, { ...TABLE_LIMITS, cellChars: 100_000 })).map((row) => row.cells);
    expect(rows[1][0] === `${filler}ő` && rows[1][1]).toBe('c');
  });

  it('refuses a file with more rows than the limit, with the limit in Hungarian words', async () => {
    const text = ['kod', ...Array.from({ length: 5 }, (_, n) => `K${n}`)].join('\n');
    expect((await read(text, { ...TABLE_LIMITS, rows: 6 })).length).toBe(6);
    const refused = await read(text, { ...TABLE_LIMITS, rows: 5 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ValidationFailed);
    expect((refused as ValidationFailed).errors).toEqual([{ field: 'file', code: 'tooManyRows', message: 'A fájl túl nagy: legfeljebb 5 sor' }]);
  });

  it('keeps the first cells of a row up to the column limit', async () => {
    expect(await cells(`${Array.from({ length: 300 }, (_, n) => `c${n}`).join(';')}\n`)).toEqual([Array.from({ length: TABLE_LIMITS.columns }, (_, n) => `c${n}`)]);
  });

  it('lets the event loop turn while a long file is read', async () => {
    let turns = 0;
    const ticking = setInterval(() => turns++, 0);
    const text = Array.from({ length: TABLE_LIMITS.rows }, (_, n) => `${900000 + n};Példa Iskola ${n};Szeged`).join('\n');
    const reading = read(text).then((rows) => ({ rows: rows.length, turnsBefore: turns }));
    const { rows, turnsBefore } = await reading;
    clearInterval(ticking);
    expect(rows).toBe(TABLE_LIMITS.rows);
    expect(turnsBefore).toBeGreaterThan(3);
  });
});
