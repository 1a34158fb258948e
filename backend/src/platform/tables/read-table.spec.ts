import { ValidationFailed } from '../../shared/domain-error';
import { readTable } from './read-table';
import { xlsxFile } from './testing/xlsx-file';

const refusal = (reading: Promise<unknown>) => reading.then(() => 'read', (error: unknown) => (error instanceof ValidationFailed ? error.errors : error));

describe('reading an uploaded table', () => {
  it('tells XLSX from CSV by its bytes, not by its name', async () => {
    expect(await readTable(xlsxFile([['om'], [900001]]))).toEqual([
      { line: 1, cells: ['om'] },
      { line: 2, cells: [900001] },
    ]);
    expect(await readTable(Buffer.from('om;név\n900001;Példa'))).toEqual([
      { line: 1, cells: ['om', 'név'] },
      { line: 2, cells: ['900001', 'Példa'] },
    ]);
  });

  it('refuses the old .xls format, a broken ZIP and a CSV whose quote never closes as VALIDATION_FAILED on file', async () => {
    expect(await refusal(readTable(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])))).toEqual([{ field: 'file', code: 'unsupportedFormat' }]);
    const broken = xlsxFile([['om']]);
    expect(await refusal(readTable(broken.subarray(0, broken.length - 30)))).toEqual([{ field: 'file', code: 'unreadable' }]);
    expect(await refusal(readTable(Buffer.from('om;név\n"900001;Példa\n')))).toEqual([{ field: 'file', code: 'unreadable' }]);
  });

  it('reads up to TABLE_LIMITS.rows rows by default and refuses the next one, saying so in Hungarian', async () => {
    const rows = (count: number) => Buffer.from(Array.from({ length: count }, (_, n) => `K${n}`).join('\n'));
    expect(await readTable(rows(10_000))).toHaveLength(10_000);
    expect(await refusal(readTable(rows(10_001)))).toEqual([{ field: 'file', code: 'tooManyRows', message: 'A fájl túl nagy: legfeljebb 10 000 sor' }]);
    // 20,001 rows read: over a second alone, past jest's 5 s when the machine is busy.
  }, 30_000);
});
