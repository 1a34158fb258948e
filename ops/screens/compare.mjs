#!/usr/bin/env node
/**
 * Compares two folders of PNG screenshots taken by capture.mjs (before and after a change): for each
 * file in both, the number of pixels whose colour differs, and whether the sizes match. Decodes PNG
 * itself (8-bit RGB/RGBA, as Chromium writes them), so it needs no image package.
 *
 *   node ops/screens/compare.mjs <before-dir> <after-dir>
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

/** Width, height and RGBA pixels of an 8-bit, non-interlaced RGB or RGBA PNG. */
export function decodePng(buffer) {
  let offset = 8;
  let header;
  const data = [];
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    const body = buffer.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), depth: body[8], colour: body[9], interlace: body[12] };
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const channels = { 2: 3, 6: 4 }[header.colour];
  if (header.depth !== 8 || !channels || header.interlace !== 0) throw new Error('only 8-bit RGB/RGBA non-interlaced PNGs');
  const raw = inflateSync(Buffer.concat(data));
  const stride = header.width * channels;
  const pixels = Buffer.alloc(header.width * header.height * 4);
  let previous = Buffer.alloc(stride);
  for (let y = 0; y < header.height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? line[x - channels] : 0;
      const up = previous[x];
      const upLeft = x >= channels ? previous[x - channels] : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      };
      const predictor = [0, left, up, (left + up) >> 1, filter === 4 ? paeth() : 0][filter];
      line[x] = (line[x] + predictor) & 0xff;
    }
    for (let x = 0; x < header.width; x++) {
      for (let c = 0; c < 4; c++) pixels[(y * header.width + x) * 4 + c] = c < channels ? line[x * channels + c] : 255;
    }
    previous = line;
  }
  return { width: header.width, height: header.height, pixels };
}

/** Pixels that differ between two images of the same size (null when the sizes differ). */
export function differingPixels(a, b) {
  if (a.width !== b.width || a.height !== b.height) return null;
  let count = 0;
  for (let i = 0; i < a.pixels.length; i += 4) {
    if (a.pixels.readUInt32BE(i) !== b.pixels.readUInt32BE(i)) count++;
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [before, after] = process.argv.slice(2);
  const files = readdirSync(before).filter((file) => file.endsWith('.png') && readdirSync(after).includes(file));
  let changed = 0;
  for (const file of files.sort()) {
    const [a, b] = [before, after].map((dir) => decodePng(readFileSync(join(dir, file))));
    const diff = differingPixels(a, b);
    if (diff !== 0) changed++;
    const size = `${a.width}x${a.height}${a.height === b.height && a.width === b.width ? '' : ` vs ${b.width}x${b.height}`}`;
    console.log(`${file.padEnd(36)} ${size.padEnd(22)} ${diff === null ? 'size differs' : `${diff} differing pixels (${((100 * diff) / (a.width * a.height)).toFixed(3)}%)`}`);
  }
  console.log(`${files.length} screenshots compared, ${changed} with differences`);
}
