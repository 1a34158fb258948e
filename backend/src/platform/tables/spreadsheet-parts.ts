/**
 * The text of a workbook's parts as an export writes them (SpreadsheetML, ECMA-376 part 1, §18): the
 * package's index, one style beside the default (the bold title row), and a sheet's head, rows and
 * tail. Strings are inline (a shared-strings table would hold every distinct text until the end);
 * an empty or missing value is no cell.
 */

/** A sheet's column: its title, the key of the row's value, its width in characters. */
export interface SheetColumn {
  header: string;
  key: string;
  width?: number;
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** The title row's style: `cellXfs` index 1 below. */
const BOLD = 1;

export const sheetPartName = (index: number) => `xl/worksheets/sheet${index + 1}.xml`;

export function contentTypes(sheets: number): string {
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  const overrides = Array.from({ length: sheets }, (_, index) => `<Override PartName="/${sheetPartName(index)}" ContentType="${type}.worksheet+xml"/>`);
  return `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${type}.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="${type}.styles+xml"/>${overrides.join('')}</Types>`;
}

export const packageRelationships = () =>
  `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

export function workbook(sheetNames: readonly string[]): string {
  const sheets = sheetNames.map((name, index) => `<sheet name="${escaped(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`);
  return `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><bookViews><workbookView/></bookViews><sheets>${sheets.join('')}</sheets></workbook>`;
}

export function workbookRelationships(sheets: number): string {
  const worksheet = `${RELATIONSHIPS}/worksheet`;
  const each = Array.from({ length: sheets }, (_, index) => `<Relationship Id="rId${index + 1}" Type="${worksheet}" Target="worksheets/sheet${index + 1}.xml"/>`);
  return `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${each.join('')}<Relationship Id="rId${sheets + 1}" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/></Relationships>`;
}

const FONT = '<sz val="11"/><name val="Calibri"/><family val="2"/><scheme val="minor"/>';
export const styles = () =>
  `${XML_HEAD}<styleSheet xmlns="${MAIN}"><fonts count="2"><font>${FONT}</font><font><b/>${FONT}</font></fonts>` +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/** The sheet up to its rows: the frozen title row's pane, the widths, then the bold title row. */
export function sheetHead(columns: readonly SheetColumn[], frozenTitles: boolean, first: boolean): string {
  const pane = frozenTitles ? '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' : '';
  const widths = columns.map((column, index) => (column.width ? `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"/>` : ''));
  const cols = widths.some(Boolean) ? `<cols>${widths.join('')}</cols>` : '';
  const titles = columns.map((column, index) => cell(columnName(index), 1, column.header, BOLD)).join('');
  return `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheetViews><sheetView workbookViewId="0"${first ? ' tabSelected="1"' : ''}>${pane}</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>${cols}<sheetData><row r="1" s="${BOLD}" customFormat="1">${titles}</row>`;
}

export const sheetTail = () => '</sheetData></worksheet>';

/** Row `number` (1 is the titles): its values in the columns' order. */
export function sheetRow(number: number, values: readonly unknown[], names: readonly string[]): string {
  let cells = '';
  for (let index = 0; index < values.length; index++) cells += cell(names[index] ?? columnName(index), number, values[index]);
  return `<row r="${number}">${cells}</row>`;
}

/** The column names A, B, … AA, … of the first `count` columns. */
export const columnNames = (count: number): string[] => Array.from({ length: count }, (_, index) => columnName(index));

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A number as a number, a flag as a flag, anything else as its text. */
function cell(column: string, row: number, value: unknown, style?: number): string {
  if (value === null || value === undefined || value === '') return '';
  const at = `r="${column}${row}"${style ? ` s="${style}"` : ''}`;
  if (typeof value === 'number' && Number.isFinite(value)) return `<c ${at}><v>${value}</v></c>`;
  if (typeof value === 'boolean') return `<c ${at} t="b"><v>${value ? 1 : 0}</v></c>`;
  return `<c ${at} t="inlineStr"><is><t xml:space="preserve">${escaped(String(value))}</t></is></c>`;
}

/** What XML text may not hold as it is: markup, and the control characters XML 1.0 has no place for (dropped). */
const UNSAFE = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'g');
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escaped(text: string): string {
  return UNSAFE.test(text) ? text.replace(UNSAFE_ALL, (character) => ENTITIES[character] ?? '') : text;
}
