// Draws the app icons (a teal rounded square with a white "</>" mark) and writes them as PNG files.
// Pure Node: shapes are rendered from signed distance functions with anti-aliasing, then encoded
// with node:zlib. Run with `node scripts/generate-icons.mjs` from frontend/; the output is committed.
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

const BACKGROUND = [0x0a, 0x7f, 0x7b]; // brand 80, also the manifest theme colour
const GLYPH = [0xff, 0xff, 0xff];

// The "</>" mark as line segments in unit coordinates (0..1, y down).
const SEGMENTS = [
  [0.37, 0.33, 0.22, 0.5],
  [0.22, 0.5, 0.37, 0.67],
  [0.56, 0.29, 0.44, 0.71],
  [0.63, 0.33, 0.78, 0.5],
  [0.78, 0.5, 0.63, 0.67],
];
const STROKE_RADIUS = 0.036;

function segmentDistance(px, py, [ax, ay, bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function roundedSquareDistance(px, py, cornerRadius) {
  const qx = Math.abs(px - 0.5) - (0.5 - cornerRadius);
  const qy = Math.abs(py - 0.5) - (0.5 - cornerRadius);
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
  return outside + Math.min(Math.max(qx, qy), 0) - cornerRadius;
}

/** Coverage of a pixel by a shape whose edge lies at distance 0 (negative inside). */
function coverage(distance, size) {
  return Math.max(0, Math.min(1, 0.5 - distance * size));
}

/**
 * @param {number} size   edge length in pixels
 * @param {object} opts   cornerRadius (0 for full bleed), glyphScale (1 = the mark as drawn)
 */
function render(size, { cornerRadius, glyphScale }) {
  const pixels = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / size;
      const v = (y + 0.5) / size;
      const bg = cornerRadius > 0 ? coverage(roundedSquareDistance(u, v, cornerRadius), size) : 1;
      // Scale the glyph around the centre by sampling it in a stretched space.
      const gu = 0.5 + (u - 0.5) / glyphScale;
      const gv = 0.5 + (v - 0.5) / glyphScale;
      const glyphDistance = Math.min(...SEGMENTS.map((s) => segmentDistance(gu, gv, s))) - STROKE_RADIUS;
      const fg = coverage(glyphDistance * glyphScale, size);
      const i = (y * size + x) * 4;
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.round(BACKGROUND[c] * (1 - fg) + GLYPH[c] * fg);
      pixels[i + 3] = Math.round(255 * bg);
    }
  }
  return encodePng(size, size, pixels);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  // compression, filter and interlace methods stay 0
  const rows = [];
  for (let y = 0; y < height; y++) {
    rows.push(Buffer.from([0]), rgba.subarray(y * width * 4, (y + 1) * width * 4));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ICONS = [
  { file: 'pwa-192.png', size: 192, cornerRadius: 0.2, glyphScale: 1 },
  { file: 'pwa-512.png', size: 512, cornerRadius: 0.2, glyphScale: 1 },
  // Maskable icons are cropped to a circle of 80 % diameter: full bleed, smaller mark.
  { file: 'maskable-512.png', size: 512, cornerRadius: 0, glyphScale: 0.78 },
  // iOS rounds the corners itself and ignores transparency.
  { file: 'apple-touch-icon.png', size: 180, cornerRadius: 0, glyphScale: 0.9 },
];

mkdirSync(OUT_DIR, { recursive: true });
for (const { file, size, ...opts } of ICONS) {
  writeFileSync(join(OUT_DIR, file), render(size, opts));
  console.log(`icons/${file} (${size}×${size})`);
}
