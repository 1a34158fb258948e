/**
 * The text of one cell or shared string as its pieces arrive, held to a cap while it is read: past
 * `maxChars` the rest is dropped, not kept, and the text is marked cut. A 90 MB inline string costs the
 * cap, never its length.
 */

/**
 * Raw bytes per character kept before the text is taken as past the cap: UTF-8 takes up to 3 bytes a
 * UTF-16 unit, `&quot;` 6, `&#65535;` 8, Excel's `_x000D_` 7, so no text a spreadsheet program writes
 * within the cap is cut by this bound.
 */
const RAW_BYTES_PER_CHAR = 8;

export interface ReadText {
  text: string;
  /** The text was longer than the cap: `text` holds its first `maxChars` characters. */
  cut: boolean;
}

export class CappedText {
  private pieces: Buffer[] = [];
  private bytes = 0;
  private overflow = false;
  private readonly maxBytes: number;

  constructor(private readonly maxChars: number) {
    this.maxBytes = maxChars * RAW_BYTES_PER_CHAR;
  }

  /** Character data as written in the part; CDATA (`literal`) has no entities, so its `&` are escaped here. */
  add(source: Buffer, start: number, end: number, literal: boolean): void {
    if (this.overflow) return;
    let piece = source.subarray(start, end);
    if (literal && piece.includes(0x26)) piece = Buffer.from(piece.toString('latin1').replace(/&/g, '&amp;'), 'latin1');
    const room = this.maxBytes - this.bytes;
    if (piece.length > room) {
      piece = piece.subarray(0, room);
      this.overflow = true;
    }
    this.pieces.push(piece);
    this.bytes += piece.length;
  }

  /** The text read since the last take, decoded, and whether it was cut; then starts afresh. */
  take(): ReadText {
    const { pieces, overflow } = this;
    this.pieces = [];
    this.bytes = 0;
    this.overflow = false;
    if (pieces.length === 0) return { text: '', cut: overflow };
    // A string decoded from the bytes owns its characters: no slice of a chunk is kept alive by a cell.
    const text = decodeXmlText((pieces.length === 1 ? pieces[0] : Buffer.concat(pieces)).toString('utf8'));
    const cut = overflow || text.length > this.maxChars;
    return { text: cut ? text.slice(0, this.maxChars) : text, cut };
  }
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const REFERENCE = /&(?:#(\d{1,8})|#x([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g;
/** ECMA-376 ST_Xstring: a character XML cannot carry (a control character) written as `_xHHHH_`. */
const XSTRING_ESCAPE = /_x([0-9a-fA-F]{4})_/g;

const character = (code: number) => (code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\uFFFD');

/**
 * Text as the part means it: line ends as XML normalises them (CR LF and CR are LF), entity and
 * character references, then Excel's `_xHHHH_` escapes (`_x005F_` being a literal underscore), so a
 * control character Excel wrote that way reaches the import's field rules as what it is.
 */
export function decodeXmlText(raw: string): string {
  let text = raw.includes('\r') ? raw.replace(/\r\n?/g, '\n') : raw;
  if (text.includes('&')) text = text.replace(REFERENCE, (_, decimal?: string, hex?: string, name?: string) => (name ? NAMED[name] : character(parseInt(decimal ?? hex!, decimal ? 10 : 16))));
  if (text.includes('_x')) text = text.replace(XSTRING_ESCAPE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return text;
}
