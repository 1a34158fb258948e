import { sheetRowXml, workbookParts, xlsxFile, zipFile } from '../../../platform/tables/testing/xlsx-file';
import { TABLE_LIMITS } from '../../../shared/upload-limits';
import { codesFromFile } from './code-file';

const text = (...lines: string[]) => Buffer.from(lines.join('\n'), 'utf8');

describe('coupon codes from a file (issue 38 §7: the pasted list’s rules)', () => {
  it('reads the first cell of each row, skips a header and blank rows, and drops invisible characters', async () => {
    expect(await codesFromFile(text('Kód', 'A1', '', 'B\u200B2', ' C3 '))).toEqual({ codes: ['A1', 'B2', 'C3'], errors: [] });
    expect(await codesFromFile(xlsxFile([['Kupon'], ['X-1'], [42]]))).toEqual({ codes: ['X-1', '42'], errors: [] });
  });

  it('refuses a code longer than the paste takes, or with a line break or a control character, by its line, and keeps the rest', async () => {
    const file = await codesFromFile(text('kod', 'JO-1', 'x'.repeat(201), 'y'.repeat(200), '"SOR\nTORES"', 'CSENGO\u0007KOD', 'JO-2'));
    expect(file.codes).toEqual(['JO-1', 'y'.repeat(200), 'JO-2']);
    expect(file.errors).toEqual([
      { line: 3, message: 'Túl hosszú kód (legfeljebb 200 karakter)' },
      { line: 5, message: 'A kód egy sor legyen, vezérlőkarakter nélkül' },
      { line: 7, message: 'A kód egy sor legyen, vezérlőkarakter nélkül' },
    ]);
  });

  it('refuses a cell past the cell limit as too long, and a line break in an XLSX cell, by their rows', async () => {
    const sheet = [sheetRowXml(1, ['JO-1']), sheetRowXml(2, ['x'.repeat(TABLE_LIMITS.cellChars + 1)]), sheetRowXml(4, ['két\nsor']), sheetRowXml(5, ['JO-2'])].join('');
    expect(await codesFromFile(zipFile(workbookParts(sheet)))).toEqual({
      codes: ['JO-1', 'JO-2'],
      errors: [
        { line: 2, message: 'Túl hosszú kód (legfeljebb 200 karakter)' },
        { line: 4, message: 'A kód egy sor legyen, vezérlőkarakter nélkül' },
      ],
    });
  });
});
