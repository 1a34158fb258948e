import { posix } from 'node:path';
import { MalformedZip, ZipArchive, ZipPart } from './zip-archive';

/**
 * Where a workbook keeps what an import reads (ECMA-376 part 1, §12.3): the first sheet in tab order,
 * named by `xl/workbook.xml` and found through `xl/_rels/workbook.xml.rels`, and the shared strings
 * its cells point into. Both small files are read whole; the sheet is not read here.
 */
export interface SheetParts {
  /** The parts read to find the sheet (their bytes count towards the unpacked limit). */
  index: ZipPart[];
  sheet?: ZipPart;
  sharedStrings?: ZipPart;
}

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const DEFAULT_SHARED_STRINGS = 'xl/sharedStrings.xml';
/** workbook.xml names the sheets, its rels where they are: a few kilobytes in any real file. */
const INDEX_MAX_BYTES = 1024 * 1024;

export async function sheetParts(archive: ZipArchive): Promise<SheetParts> {
  const workbook = archive.parts.get(WORKBOOK);
  const rels = archive.parts.get(WORKBOOK_RELS);
  if (!workbook || !rels) return { index: [], sheet: firstByNumber(archive), sharedStrings: archive.parts.get(DEFAULT_SHARED_STRINGS) };
  if (workbook.size + rels.size > INDEX_MAX_BYTES) throw new MalformedZip('oversized workbook index');
  const [workbookXml, relsXml] = [await archive.text(workbook), await archive.text(rels)];
  const targets = new Map<string, { type: string; part: string }>();
  for (const relationship of tags(relsXml, 'Relationship')) {
    const { Id, Type = '', Target = '', TargetMode } = relationship;
    if (Id && TargetMode !== 'External') targets.set(Id, { type: Type, part: partPath(Target) });
  }
  const first = tags(workbookXml, 'sheet')[0];
  const sheetId = first && Object.entries(first).find(([name]) => name.endsWith(':id'))?.[1];
  const sheetPath = sheetId === undefined ? undefined : targets.get(sheetId)?.part;
  const stringsPath = [...targets.values()].find(({ type }) => type.endsWith('/sharedStrings'))?.part ?? DEFAULT_SHARED_STRINGS;
  return {
    index: [workbook, rels],
    sheet: (sheetPath && archive.parts.get(sheetPath)) || firstByNumber(archive),
    sharedStrings: archive.parts.get(stringsPath),
  };
}

/** Without a usable index: `xl/worksheets/sheet1.xml`, or the lowest number there is. */
function firstByNumber(archive: ZipArchive): ZipPart | undefined {
  const numbered = [...archive.parts.values()]
    .map((part) => ({ part, number: Number(/^xl\/worksheets\/sheet(\d+)\.xml$/.exec(part.name)?.[1]) }))
    .filter(({ number }) => Number.isInteger(number));
  return numbered.sort((a, b) => a.number - b.number)[0]?.part;
}

/** A relationship's target is relative to `xl/` unless it starts at the package root. */
const partPath = (target: string) => (target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join('xl', target)));

/** The attributes of every `<name …>` element (any namespace prefix); enough for these two flat files. */
function tags(xml: string, name: string): Array<Record<string, string>> {
  const elements = xml.matchAll(new RegExp(`<(?:[\\w.-]+:)?${name}\\s([^>]*)>`, 'g'));
  return [...elements].map(([, attributes]) =>
    Object.fromEntries([...attributes.matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map(([, key, double, single]) => [key, unescapeXml(double ?? single)])),
  );
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, entity: string) => XML_ENTITIES[entity]);
