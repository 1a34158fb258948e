import { buffer } from 'node:stream/consumers';
import { readBack, rowsOf } from './testing/read-back';
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
