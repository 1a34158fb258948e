import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface OutboxMail {
  file: string;
  /** The From header decoded: `IT Tanár Klub <klub@example.org>`. */
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

/**
 * Reads the `.eml` files OutboxMailer wrote, oldest first, for tests that follow the links in
 * mails. A minimal MIME reader: enough for what OutboxMailer writes (one level of multipart,
 * base64 / quoted-printable / 7bit parts, RFC 2047 headers), not a general mail parser.
 */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((file) => file.endsWith('.eml') && !file.startsWith('.'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  files.sort();
  return Promise.all(files.map(async (file) => parseEml(file, await readFile(join(dir, file), 'latin1'))));
}

/** `raw` is the file read as latin1, so that one char is one byte until a part is decoded. */
export function parseEml(file: string, raw: string): OutboxMail {
  const { headers, body } = splitEntity(raw);
  const mail: OutboxMail = {
    file,
    from: decodeWords(headers.get('from') ?? ''),
    to: decodeWords(headers.get('to') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: '',
    html: '',
  };
  const replyTo = headers.get('reply-to');
  if (replyTo !== undefined) mail.replyTo = decodeWords(replyTo);
  for (const part of parts(headers, body)) {
    const type = (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
    const content = decodeBody(part.body, part.headers.get('content-transfer-encoding'));
    if (type.startsWith('text/html')) mail.html = content;
    else if (type.startsWith('text/plain')) mail.text = content;
  }
  return mail;
}

interface Entity {
  headers: Map<string, string>;
  body: string;
}

function splitEntity(raw: string): Entity {
  const text = raw.replace(/\r\n/g, '\n');
  const end = text.indexOf('\n\n');
  const head = end < 0 ? text : text.slice(0, end);
  const headers = new Map<string, string>();
  // Unfold continuation lines (they start with white space) before splitting name and value.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end < 0 ? '' : text.slice(end + 2) };
}

function parts(headers: Map<string, string>, body: string): Entity[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .map((chunk) => {
      // The line break before a boundary belongs to the boundary, not to the part.
      const part = splitEntity(chunk.replace(/^\n/, ''));
      return { headers: part.headers, body: part.body.replace(/\n$/, '') };
    });
}

function decodeBody(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return quotedPrintableBytes(body.replace(/=\n/g, ''), false).toString('utf8');
    default:
      return Buffer.from(body, 'latin1').toString('utf8');
  }
}

function quotedPrintableBytes(text: string, underscoreIsSpace: boolean): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (underscoreIsSpace && text[i] === '_') bytes.push(0x20);
    else bytes.push(text.charCodeAt(i) & 0xff);
  }
  return Buffer.from(bytes);
}

/**
 * RFC 2047: `=?UTF-8?B?...?=` / `=?UTF-8?Q?...?=`. White space between two encoded words is
 * dropped, and their bytes are joined before decoding because a word may end mid-character.
 */
export function decodeWords(value: string): string {
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  let out = '';
  let pending: Buffer[] = [];
  let last = 0;
  const flush = () => {
    out += Buffer.concat(pending).toString('utf8');
    pending = [];
  };
  for (let match = word.exec(value); match; match = word.exec(value)) {
    const between = value.slice(last, match.index);
    if (!(pending.length > 0 && /^\s*$/.test(between))) {
      flush();
      out += between;
    }
    const [, , kind, encoded] = match;
    pending.push(
      kind.toUpperCase() === 'B'
        ? Buffer.from(encoded, 'base64')
        : quotedPrintableBytes(encoded, true),
    );
    last = match.index + match[0].length;
  }
  flush();
  return out + value.slice(last);
}
