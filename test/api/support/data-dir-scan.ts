import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseEml } from '../../../backend/src/platform/mail/testing/read-outbox';

/** Every file under a folder, hidden ones too: SQLite's -wal and -shm, the outbox's .sent markers and asides. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : [];
  });
}

/** Where a text was found: the file (relative to the data dir) and in which form. */
export interface Sighting {
  text: string;
  file: string;
  form: string;
}

/** ASCII letters folded to lower case, byte by byte: the same folding for the text and the file. */
function foldAscii(bytes: Buffer): Buffer {
  const folded = Buffer.from(bytes);
  for (let i = 0; i < folded.length; i++) if (folded[i] >= 0x41 && folded[i] <= 0x5a) folded[i] += 0x20;
  return folded;
}

function utf16be(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf16le');
  for (let i = 0; i < bytes.length; i += 2) [bytes[i], bytes[i + 1]] = [bytes[i + 1], bytes[i]];
  return bytes;
}

/** The forms a text may take in a file: UTF-8 (composed or decomposed accents) and UTF-16 either way round, in any ASCII case. */
function formsOf(text: string): Array<[form: string, bytes: Buffer]> {
  const forms: Array<[string, Buffer]> = [
    ['UTF-8', Buffer.from(text.normalize('NFC'))],
    ['UTF-8 NFD', Buffer.from(text.normalize('NFD'))],
    ['UTF-16LE', Buffer.from(text, 'utf16le')],
    ['UTF-16BE', utf16be(text)],
  ];
  return forms.map(([form, bytes]) => [form, foldAscii(bytes)]);
}

/**
 * Reads every file under `dataDir` as raw bytes, as they are this moment (a running server's SQLite WAL
 * included), and answers where any of `texts` occurs: in its bytes, in its name, and for a mail also
 * decoded (its headers' encoded words, its base64 parts), where a name would not show as plain bytes.
 */
export function sightings(dataDir: string, texts: readonly string[]): Sighting[] {
  const found: Sighting[] = [];
  for (const path of filesUnder(dataDir)) {
    const file = relative(dataDir, path);
    let raw: Buffer;
    try {
      raw = readFileSync(path);
    } catch (error) {
      // SQLite or the outbox may remove a file between the listing and the read.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const bytes = foldAscii(raw);
    const mail = /\.eml(\.tmp)?$/.test(path) ? parseEml(file, raw.toString('latin1')) : null;
    const decoded = mail ? [mail.from, mail.to, mail.subject, mail.text, mail.html].join('\n').toLowerCase() : '';
    for (const text of texts) {
      const form =
        formsOf(text).find(([, needle]) => bytes.includes(needle))?.[0] ??
        (decoded.includes(text.toLowerCase()) ? 'decoded mail' : null) ??
        (file.toLowerCase().includes(text.toLowerCase()) ? 'file name' : null);
      if (form) found.push({ text, file, form });
    }
  }
  return found;
}

/** The texts found anywhere under `dataDir`, each once. */
export function textsFound(dataDir: string, texts: readonly string[]): string[] {
  return [...new Set(sightings(dataDir, texts).map((sighting) => sighting.text))];
}
