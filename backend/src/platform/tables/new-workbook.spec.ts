import { buffer } from 'node:stream/consumers';
import { readBack, rowsOf } from './testing/read-back';
import { TABLE_LIMITS } from '../../shared/upload-limits';
import { readXlsx } from './read-xlsx';
import { sheetOf, streamedWorkbook, tableWorkbook } from './new-workbook';

const columns = [
  { header: 'Név', key: 'name', width: 20 },
  { header: 'Szám', key: 'n', width: 8 },
];

async function* generated(count: number) {
  for (let n = 0; n < count; n++) yield { name: `Tag ${n}`, n };
}

describe('a workbook written as it is sent (issue 40 §1)', () => {
  it('writes the title row and every item, read from an async source, sheet after sheet', async () => {
    const book = await readBack(streamedWorkbook([
      sheetOf({ name: 'Első', columns, items: generated(3), row: (item) => item }),
      sheetOf({ name: 'Üres', columns, items: [], row: (item) => item, empty: 'Nincs adat.' }),
    ]));
    expect(rowsOf(book, 'Első')).toEqual([['Név', 'Szám'], ['Tag 0', '0'], ['Tag 1', '1'], ['Tag 2', '2']]);
    expect(rowsOf(book, 'Üres')).toEqual([['Név', 'Szám'], ['Nincs adat.']]);
    expect(book.getWorksheet('Első')!.getRow(1).font?.bold).toBe(true);
  });

  it('writes texts as they are (markup, lines, spaces, accents), numbers as numbers, no cell for an empty value', async () => {
    const texts = [
      { name: '<b>Kovács & "Társa"</b>', n: 0 },
      { name: '  első sor\nmásodik sor  ', n: 1.5 },
      { name: 'vezérlő\u0001jel', n: '' },
      { name: '', n: -3 },
    ];
    const bytes = await buffer(tableWorkbook('Őszi lista', columns, texts, (item) => item));
    expect(rowsOf(await readBack(bytes), 'Őszi lista')).toEqual([['Név', 'Szám'], ['<b>Kovács & "Társa"</b>', '0'], ['  első sor\nmásodik sor  ', '1.5'], ['vezérlőjel'], ['', '-3']]);
    // The platform's own import reader reads it too, numbers as numbers.
    expect((await readXlsx(bytes, TABLE_LIMITS)).map((row) => row.cells)).toEqual([
      ['Név', 'Szám'],
      ['<b>Kovács & "Társa"</b>', 0],
      ['  első sor\nmásodik sor  ', 1.5],
      ['vezérlőjel'],
      ['', -3],
    ]);
  });

  it('keeps the column widths and, when asked, the title row in view', async () => {
    const book = await readBack(streamedWorkbook([sheetOf({ name: 'Adatok', columns, items: generated(1), row: (item) => item, frozenTitles: true })]));
    const sheet = book.getWorksheet('Adatok')!;
    expect([sheet.getColumn(1).width, sheet.getColumn(2).width]).toEqual([20, 8]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('lets other requests run while a long export is written', async () => {
    let turns = 0;
    const ticking = setInterval(() => turns++, 1);
    const bytes = await buffer(tableWorkbook('Tagok', columns, generated(30_000), (item) => item));
    clearInterval(ticking);
    expect(bytes.length).toBeGreaterThan(100_000);
    expect(turns).toBeGreaterThan(5);
  });

  it('stops writing when the download is closed before its end', async () => {
    let made = 0;
    const stream = tableWorkbook('Tagok', columns, generated(1_000_000), (item) => {
      made++;
      return item;
    });
    stream.once('data', () => stream.destroy());
    await new Promise((resolve) => stream.once('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const soon = made;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(made).toBe(soon);
    expect(made).toBeLessThan(1_000_000);
  });
});
