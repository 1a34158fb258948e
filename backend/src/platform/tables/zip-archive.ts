import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { DEFLATED, DIRECTORY_ENTRY, END_OF_DIRECTORY, LOCAL_HEADER } from './zip-format';

/**
 * The parts of a ZIP held in memory (an uploaded XLSX), read from its central directory so that only
 * the parts asked for are inflated, one slice at a time, each held to the size the archive declares.
 * A part that inflates past its declared size is a zip bomb's trick: it is refused, not read on.
 */

const END_OF_DIRECTORY_SIZE = 22;
const LONGEST_COMMENT = 0xffff;
const STORED = 0;
/** Stored parts are handed on in slices of this size, as inflated ones come out of zlib. */
const SLICE_BYTES = 64 * 1024;

/** The archive is not a ZIP this reader understands (truncated, encrypted, ZIP64, another method). */
export class MalformedZip extends Error {
  constructor(reason: string) {
    super(`malformed ZIP: ${reason}`);
    this.name = 'MalformedZip';
  }
}

/** A part inflated past the size its archive declared. */
export class ZipSizeLie extends Error {
  constructor(readonly part: string) {
    super(`${part} inflates past its declared size`);
    this.name = 'ZipSizeLie';
  }
}

export interface ZipPart {
  name: string;
  method: number;
  compressedSize: number;
  /** As declared by the central directory: the reader enforces it. */
  size: number;
  localHeader: number;
}

export class ZipArchive {
  readonly parts: ReadonlyMap<string, ZipPart>;

  constructor(private readonly zip: Buffer) {
    this.parts = centralDirectory(zip);
  }

  /**
   * The part's bytes as they inflate, in slices; throws ZipSizeLie as soon as it passes its declared
   * size. Each slice is handed on once the next one came (or the end): so a reader that stops after
   * the declared size still never gets all of a part whose size was a lie.
   */
  async *bytes(part: ZipPart): AsyncGenerator<Buffer> {
    const data = this.compressedData(part);
    const source = part.method === STORED ? Readable.from(slices(data)) : createInflateRaw().end(data);
    let seen = 0;
    let held: Buffer | undefined;
    for await (const chunk of source as AsyncIterable<Buffer>) {
      seen += chunk.length;
      if (seen > part.size) throw new ZipSizeLie(part.name);
      if (held) yield held;
      held = chunk;
    }
    if (seen !== part.size) throw new MalformedZip(`${part.name} is shorter than declared`);
    if (held) yield held;
  }

  /** A small part (a few kilobytes of XML) as text. */
  async text(part: ZipPart): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of this.bytes(part)) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  }

  private compressedData(part: ZipPart): Buffer {
    const at = part.localHeader;
    need(this.zip, at, 30);
    if (this.zip.readUInt32LE(at) !== LOCAL_HEADER) throw new MalformedZip(`no local header for ${part.name}`);
    const start = at + 30 + this.zip.readUInt16LE(at + 26) + this.zip.readUInt16LE(at + 28);
    need(this.zip, start, part.compressedSize);
    return this.zip.subarray(start, start + part.compressedSize);
  }
}

function centralDirectory(zip: Buffer): Map<string, ZipPart> {
  const end = endOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const parts = new Map<string, ZipPart>();
  for (let index = 0; index < count; index++) {
    need(zip, at, 46);
    if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new MalformedZip('broken central directory');
    const flags = zip.readUInt16LE(at + 8);
    if (flags & 0x0001) throw new MalformedZip('encrypted');
    const method = zip.readUInt16LE(at + 10);
    if (method !== STORED && method !== DEFLATED) throw new MalformedZip(`compression method ${method}`);
    const nameLength = zip.readUInt16LE(at + 28);
    need(zip, at + 46, nameLength);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    // 0xFFFFFFFF means "see the ZIP64 field": over 4 GiB, which no table import is.
    parts.set(name, { name, method, compressedSize: zip.readUInt32LE(at + 20), size: zip.readUInt32LE(at + 24), localHeader: zip.readUInt32LE(at + 42) });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return parts;
}

/** The end-of-directory record is the last thing in the file, before a comment of up to 64 KiB. */
function endOfDirectory(zip: Buffer): number {
  const earliest = Math.max(0, zip.length - END_OF_DIRECTORY_SIZE - LONGEST_COMMENT);
  for (let at = zip.length - END_OF_DIRECTORY_SIZE; at >= earliest; at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new MalformedZip('no end of central directory');
}

function need(zip: Buffer, at: number, length: number): void {
  if (at < 0 || at + length > zip.length) throw new MalformedZip('truncated');
}

function* slices(data: Buffer): Generator<Buffer> {
  for (let at = 0; at < data.length; at += SLICE_BYTES) yield data.subarray(at, at + SLICE_BYTES);
}
