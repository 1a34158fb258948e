// Draws the small images every page shows many of (the footer's partner logos, the materials' type
// icons) from their SVG files into WebP copies beside them. An SVG image is a document of its own that
// Chromium loads, lays out and paints on the main thread: eight footer logos held a slowed phone for
// about a second on every page; a raster image is decoded off the main thread.
// Run with `node scripts/rasterize-images.mjs` from frontend/ after changing an SVG; the output is
// committed. It draws with the browser tests' Chromium (CHROME_PATH, as the browser tests do).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
/** Each folder's images with the width they are shown at (CSS pixels), drawn at 3× for any phone. */
const SETS = [
  { folder: 'partners', width: 112 },
  { folder: 'materials', width: 28 },
];
const SCALE = 3;
const QUALITY = 0.85;

/** In the page: the SVG drawn on a canvas of `width` × its aspect ratio, as a WebP data URL. */
async function draw({ svg, width, quality }) {
  const image = new Image();
  image.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = Math.round((width * image.naturalHeight) / image.naturalWidth);
  canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/webp', quality);
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const { folder, width } of SETS) {
    for (const file of readdirSync(join(PUBLIC, folder)).filter((name) => name.endsWith('.svg'))) {
      const svg = readFileSync(join(PUBLIC, folder, file), 'utf8');
      const dataUrl = await page.evaluate(draw, { svg, width: width * SCALE, quality: QUALITY });
      const out = join(PUBLIC, folder, file.replace(/\.svg$/, '.webp'));
      writeFileSync(out, Buffer.from(dataUrl.split(',')[1], 'base64'));
      console.log(`${folder}/${file} → ${out.split('/').pop()}`);
    }
  }
} finally {
  await browser.close();
}
