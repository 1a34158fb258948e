/**
 * A streaming XML tokenizer for the two parts of a workbook an import reads (the first sheet and its
 * shared strings), fed the bytes as they inflate. It holds no more than one unfinished tag between two
 * chunks: character data goes to the handler piece by piece, as raw UTF-8 with its entities, so a cell
 * of any length is never held here. Well-formed enough for what Excel-like writers save: elements must
 * nest, tags and nesting are bounded, comments and processing instructions are skipped, CDATA is text,
 * and a DOCTYPE (no spreadsheet writes one; entity expansion starts there) is refused.
 */

/** The part is not XML this reader takes: the import answers `unreadable`. */
export class MalformedXml extends Error {
  constructor(reason: string) {
    super(`malformed XML: ${reason}`);
    this.name = 'MalformedXml';
  }
}

export interface XmlHandler {
  /**
   * `<name …>` or `<name …/>` (then `close` follows at once); `name` without its namespace prefix,
   * `attributes` as written, one character a byte (enough for the ASCII references and types read).
   */
  open(name: string, attributes: string): void;
  close(name: string): void;
  /** Character data of the element open now, `bytes[start, end)` as written (entities undecoded unless `cdata`). */
  text(bytes: Buffer, start: number, end: number, cdata: boolean): void;
}

/** A tag longer than this is no spreadsheet's (the longest, a root with its namespaces, is ~2 KB). */
const MAX_TAG_CHARS = 64 * 1024;
/** A worksheet nests seven deep (worksheet, sheetData, row, c, is, r, t); extensions a few more. */
const MAX_DEPTH = 64;

type Mode = { kind: 'content' } | { kind: 'until'; end: string; cdata: boolean } | { kind: 'skip'; end: string };

const isNameEnd = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d || code === 0x2f || code === 0x3e;
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

export class XmlScanner {
  /** The qualified names of the open elements. */
  private readonly open: string[] = [];
  private mode: Mode = { kind: 'content' };
  private carry: Buffer | undefined;
  /** Whether the element `open` is being told of is `<name …/>`. */
  private openingSelfClosing = false;
  private stopped = false;

  constructor(private readonly handler: XmlHandler) {}

  /**
   * From inside `open`: the rest of the enclosing element is not read (its remaining children and their
   * text), up to its end tag, which is handled as usual. A row's cells past the column limit cost a
   * search for `</row>`, not a parse.
   */
  skipRestOfParent(): void {
    const parent = this.open[this.open.length - (this.openingSelfClosing ? 1 : 2)];
    if (parent === undefined) return;
    if (!this.openingSelfClosing) this.open.pop();
    this.mode = { kind: 'skip', end: `</${parent}` };
  }

  /** From a handler: nothing more of the part is wanted; the rest of this chunk and later ones are ignored. */
  stop(): void {
    this.stopped = true;
  }

  write(chunk: Buffer): void {
    if (this.stopped) return;
    const bytes = this.carry ? Buffer.concat([this.carry, chunk]) : chunk;
    this.carry = undefined;
    // One byte per character: offsets in `text` are offsets in `bytes`, and '<', '>', '&', quotes are
    // never part of a multi-byte UTF-8 sequence.
    const text = bytes.toString('latin1');
    let at = 0;
    while (at < text.length && !this.stopped) {
      const mode = this.mode;
      const next = mode.kind === 'content' ? this.content(bytes, text, at) : mode.kind === 'until' ? this.until(bytes, text, at, mode) : this.skip(text, at, mode);
      if (next < 0) {
        this.carry = Buffer.from(bytes.subarray(-next - 1));
        return;
      }
      at = next;
    }
  }

  /** The part has ended: anything still open is a truncated or broken part. */
  end(): void {
    if (this.stopped) return;
    if (this.carry?.toString('latin1').trim() || this.mode.kind !== 'content') throw new MalformedXml('ends inside markup');
    if (this.open.length > 0) throw new MalformedXml(`<${this.open[this.open.length - 1]}> is never closed`);
  }

  /** Where to go on; -(from + 1) to carry `bytes[from…]` over to the next chunk. */
  private content(bytes: Buffer, text: string, at: number): number {
    const lt = text.indexOf('<', at);
    const stop = lt < 0 ? text.length : lt;
    if (stop > at && this.open.length > 0) this.handler.text(bytes, at, stop, false);
    if (lt < 0) return text.length;
    const second = text.charCodeAt(lt + 1);
    if (second === 0x21 /* ! */ || second === 0x3f /* ? */ || Number.isNaN(second)) return this.declaration(text, lt);
    const end = tagEnd(text, lt);
    if (end < 0) return -(lt + 1);
    if (second === 0x2f /* / */) this.closeTag(text.slice(lt + 2, end).trim());
    else this.openTag(text, lt + 1, end);
    return end + 1;
  }

  private declaration(text: string, lt: number): number {
    const rest = text.length - lt;
    if (text.startsWith('<!--', lt)) return this.enter({ kind: 'until', end: '-->', cdata: false }, lt + 4, false);
    if (text.startsWith('<![CDATA[', lt)) return this.enter({ kind: 'until', end: ']]>', cdata: true }, lt + 9, true);
    if (text.startsWith('<?', lt)) return this.enter({ kind: 'until', end: '?>', cdata: false }, lt + 2, false);
    // Too few bytes yet to tell a comment or CDATA from a declaration.
    if (rest < 9 && ('<![CDATA['.startsWith(text.slice(lt)) || '<!--'.startsWith(text.slice(lt)))) return -(lt + 1);
    throw new MalformedXml('a document type declaration');
  }

  private enter(mode: Mode, at: number, cdata: boolean): number {
    if (cdata && this.open.length === 0) throw new MalformedXml('CDATA outside the root');
    this.mode = mode;
    return at;
  }

  /** Inside a comment, processing instruction or CDATA section, until its terminator. */
  private until(bytes: Buffer, text: string, at: number, mode: { end: string; cdata: boolean }): number {
    const found = text.indexOf(mode.end, at);
    // A terminator may be split between two chunks: its first bytes wait for the next one.
    const stop = found < 0 ? Math.max(at, text.length - (mode.end.length - 1)) : found;
    if (mode.cdata && stop > at) this.handler.text(bytes, at, stop, true);
    if (found < 0) return stop === text.length ? stop : -(stop + 1);
    this.mode = { kind: 'content' };
    return found + mode.end.length;
  }

  private skip(text: string, at: number, mode: { end: string }): number {
    for (let from = at; ; ) {
      const found = text.indexOf(mode.end, from);
      if (found < 0) return -(Math.max(at, text.length - mode.end.length) + 1);
      const after = text.charCodeAt(found + mode.end.length);
      if (Number.isNaN(after)) return -(found + 1);
      if (isNameEnd(after)) {
        this.mode = { kind: 'content' };
        return found;
      }
      from = found + 1;
    }
  }

  private openTag(text: string, from: number, end: number): void {
    let nameEnd = from;
    while (nameEnd < end && !isNameEnd(text.charCodeAt(nameEnd))) nameEnd++;
    if (nameEnd === from) throw new MalformedXml('a tag without a name');
    const name = text.slice(from, nameEnd);
    const selfClosing = text.charCodeAt(end - 1) === 0x2f;
    if (!selfClosing) {
      if (this.open.length === MAX_DEPTH) throw new MalformedXml('nested too deep');
      this.open.push(name);
    }
    const local = localName(name);
    this.openingSelfClosing = selfClosing;
    this.handler.open(local, text.slice(nameEnd, selfClosing ? end - 1 : end));
    if (selfClosing) this.handler.close(local);
  }

  private closeTag(name: string): void {
    const top = this.open.pop();
    if (top !== name) throw new MalformedXml(top === undefined ? `</${name}> closes nothing` : `</${name}> closes <${top}>`);
    this.handler.close(localName(name));
  }
}

/** The `>` that ends the tag starting at `lt` (quoted values may hold one); -1 when it is in a later chunk. */
function tagEnd(text: string, lt: number): number {
  let quote = 0;
  const last = Math.min(text.length, lt + MAX_TAG_CHARS);
  for (let at = lt + 1; at < last; at++) {
    const code = text.charCodeAt(at);
    if (quote !== 0) {
      if (code === quote) quote = 0;
    } else if (code === 0x22 || code === 0x27) quote = code;
    else if (code === 0x3e) return at;
    else if (code === 0x3c) throw new MalformedXml('a tag inside a tag');
  }
  if (text.length - lt >= MAX_TAG_CHARS) throw new MalformedXml('a tag longer than any spreadsheet writes');
  return -1;
}
