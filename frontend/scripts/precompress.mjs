#!/usr/bin/env node
/**
 * Writes `.br` and `.gz` beside every text file of the build that is worth compressing, so the server
 * sends them as they are (@fastify/static `preCompressed`) instead of compressing on every request.
 * Brotli at its best quality: this runs once per build, not per request.
 *
 *   node scripts/precompress.mjs [dist]
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
const TEXT = /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml|map)$/;
const MIN_BYTES = 1024;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

let raw = 0;
let brotli = 0;
let count = 0;
for (const file of filesUnder(dist).filter((path) => TEXT.test(path))) {
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  raw += content.length;
  brotli += br.length;
  count += 1;
}
console.log(`precompressed ${count} files: ${(raw / 1024).toFixed(0)} kB → ${(brotli / 1024).toFixed(0)} kB brotli`);
