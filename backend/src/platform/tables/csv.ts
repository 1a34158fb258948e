import { TableRow } from './table';

const DELIMITERS = [';', ',', '\t'] as const;

/**
 * Hungarian Excel saves "CSV" with semicolons, other tools with commas: the delimiter seen most often
 * outside quotes in the first lines wins (a title line above the header has none).
 */
export function detectDelimiter(text: string): string {
  const sample = text.split('\n', 20).join('\n').replace(/"[^"]*"/g, '');
  let best: string = ',';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = sample.split(delimiter).length - 1;
    if (count > bestCount) [best, bestCount] = [delimiter, count];
  }
  return best;
}

/** RFC 4180: quoted fields may hold delimiters, doubled quotes and line breaks. */
export function parseCsv(text: string, delimiter = detectDelimiter(text)): TableRow[] {
  const rows: TableRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    if (cells.some((c) => c.trim() !== '')) rows.push({ line: start, cells });
    cells = [];
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') cell += text[++i];
      else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === delimiter) endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
      start = ++line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

/**
 * UTF-8 with or without BOM; a file that is not valid UTF-8 is read as Windows-1250, which is what
 * Hungarian Excel writes when it saves "CSV (pontosvesszővel tagolt)".
 */
export function decodeText(buffer: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1250').decode(buffer);
  }
}
