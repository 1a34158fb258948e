import { EventEmitter, once } from 'node:events';
import type { Writable } from 'node:stream';
import { crc32, createDeflateRaw, type DeflateRaw } from 'node:zlib';
import { DEFLATED, DIRECTORY_ENTRY, END_OF_DIRECTORY, LOCAL_HEADER } from './zip-format';

/**
 * A ZIP written as it is sent (APPNOTE 6.3, no ZIP64): each part deflated by zlib in the thread pool
 * while the next bytes are made, its sizes and CRC in a data descriptor after it, the central directory
 * at the end. An export's parts are far below the 4 GB a plain ZIP allows; a larger one is refused.
 */

const DATA_DESCRIPTOR = 0x08074b50;
/** Version 2.0: deflate and data descriptors. */
const VERSION = 20;
/** Bit 3: sizes and CRC follow the data; bit 11: names are UTF-8. */
const FLAGS = 0x0808;
const LARGEST = 0xffffffff;

interface Written {
  name: Buffer;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

/** One part being written: its text is handed in as it is made. */
export interface ZipPartWriter {
  /** Resolves once zlib has room for more (the download's own backpressure reaches it through zlib). */
  write(text: string): Promise<void>;
  end(): Promise<void>;
}

export class ZipWriter {
  private readonly parts: Written[] = [];
  private offset = 0;
  private readonly time: number;
  private readonly date: number;

  constructor(
    private readonly out: Writable,
    now = new Date(),
  ) {
    this.time = (now.getHours() << 11) | (now.getMinutes() << 5) | Math.floor(now.getSeconds() / 2);
    this.date = ((Math.max(now.getFullYear(), 1980) - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate();
  }

  /** A part whose text is known whole (the workbook's small index parts). */
  async add(name: string, text: string): Promise<void> {
    const part = this.part(name);
    await part.write(text);
    await part.end();
  }

  /** A part written piece by piece (a sheet's rows); parts are written one after another. */
  part(name: string): ZipPartWriter {
    const entry: Written = { name: Buffer.from(name, 'utf8'), offset: this.offset, crc: 0, compressed: 0, size: 0 };
    this.send(this.localHeader(entry));
    const deflate = createDeflateRaw();
    let waiting = false;
    deflate.on('data', (chunk: Buffer) => {
      entry.compressed += chunk.length;
      // The client has not taken what was sent: zlib waits, and the part's writes wait for zlib.
      if (!this.send(chunk) && !waiting) {
        waiting = true;
        deflate.pause();
        this.out.once('drain', () => {
          waiting = false;
          deflate.resume();
        });
      }
    });
    // A download closed midway: zlib's work is dropped (the writer's own check stops the export).
    const dropped = () => deflate.destroy();
    this.out.once('close', dropped);
    const finished = once(deflate, 'end');
    finished.catch(() => undefined);
    return {
      write: async (text) => {
        const bytes = Buffer.from(text, 'utf8');
        entry.crc = crc32(bytes, entry.crc);
        entry.size += bytes.length;
        if (entry.size > LARGEST) throw new Error('a part of the workbook is larger than a ZIP without ZIP64 holds');
        if (!deflate.write(bytes)) await drained(deflate, this.out);
      },
      end: async () => {
        deflate.end();
        await finished;
        this.out.off('close', dropped);
        this.send(this.descriptor(entry));
        this.parts.push(entry);
      },
    };
  }

  /** The central directory and its end: the archive is whole once this has been sent. */
  finish(): void {
    const start = this.offset;
    for (const part of this.parts) this.send(this.directoryEntry(part));
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END_OF_DIRECTORY, 0);
    end.writeUInt16LE(this.parts.length, 8);
    end.writeUInt16LE(this.parts.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    this.send(end);
  }

  private send(bytes: Buffer): boolean {
    this.offset += bytes.length;
    if (this.offset > LARGEST) throw new Error('the workbook is larger than a ZIP without ZIP64 holds');
    return this.out.write(bytes);
  }

  private localHeader(part: Written): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL_HEADER, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATED, 8);
    header.writeUInt16LE(this.time, 10);
    header.writeUInt16LE(this.date, 12);
    header.writeUInt16LE(part.name.length, 26);
    return Buffer.concat([header, part.name]);
  }

  private descriptor(part: Written): Buffer {
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
    descriptor.writeUInt32LE(part.crc, 4);
    descriptor.writeUInt32LE(part.compressed, 8);
    descriptor.writeUInt32LE(part.size, 12);
    return descriptor;
  }

  private directoryEntry(part: Written): Buffer {
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(DIRECTORY_ENTRY, 0);
    entry.writeUInt16LE(VERSION, 4);
    entry.writeUInt16LE(VERSION, 6);
    entry.writeUInt16LE(FLAGS, 8);
    entry.writeUInt16LE(DEFLATED, 10);
    entry.writeUInt16LE(this.time, 12);
    entry.writeUInt16LE(this.date, 14);
    entry.writeUInt32LE(part.crc, 16);
    entry.writeUInt32LE(part.compressed, 20);
    entry.writeUInt32LE(part.size, 24);
    entry.writeUInt16LE(part.name.length, 28);
    entry.writeUInt32LE(part.offset, 42);
    return Buffer.concat([entry, part.name]);
  }
}

/** zlib has room again, or the download is gone (then the writer's own check stops the export). */
async function drained(deflate: DeflateRaw, out: Writable): Promise<void> {
  await firstOf([deflate, 'drain'], [out, 'close']);
}

/** The first of these events; the listeners of the others are taken off again (a long export waits thousands of times). */
export async function firstOf(...events: Array<[EventEmitter, string]>): Promise<void> {
  const settled = new AbortController();
  try {
    await Promise.race(events.map(([emitter, event]) => once(emitter, event, { signal: settled.signal })));
  } finally {
    settled.abort();
  }
}
