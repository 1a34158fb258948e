// Reads the mails the backend wrote to DATA_DIR/outbox (MAIL=outbox), for journeys that follow the
// links in them. A small MIME reader for what the outbox mailer writes: one level of multipart,
// base64 / quoted-printable / 7bit parts (the backend's read-outbox.ts is the full version).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

function splitEntity(raw) {
  const text = raw.replace(/\r\n/g, '\n');
  const end = text.indexOf('\n\n');
  const headers = new Map();
  for (const line of (end < 0 ? text : text.slice(0, end)).replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end < 0 ? '' : text.slice(end + 2) };
}

function decodeBody(body, encoding = '7bit') {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const text = body.replace(/=\n/g, '');
      const bytes = [];
      for (let i = 0; i < text.length; i++) {
        const hex = text.slice(i + 1, i + 3);
        if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
          bytes.push(parseInt(hex, 16));
          i += 2;
        } else bytes.push(text.charCodeAt(i) & 0xff);
      }
      return Buffer.from(bytes).toString('utf8');
    }
    default:
      return Buffer.from(body, 'latin1').toString('utf8');
  }
}

/** Every mail so far, oldest first: { file, to, text } with text = all text parts decoded. */
export async function readOutbox(dataDir) {
  const dir = join(dataDir, 'outbox');
  let files;
  try {
    files = (await readdir(dir)).filter((file) => file.endsWith('.eml') && !file.startsWith('.')).sort();
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(
    files.map(async (file) => {
      const { headers, body } = splitEntity(await readFile(join(dir, file), 'latin1'));
      const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
      const parts = boundary
        ? body
            .split(`--${boundary}`)
            .slice(1)
            .filter((chunk) => !chunk.startsWith('--'))
            .map((chunk) => splitEntity(chunk.replace(/^\n/, '')))
        : [{ headers, body }];
      const text = parts.map((part) => decodeBody(part.body, part.headers.get('content-transfer-encoding'))).join('\n');
      return { file, to: headers.get('to') ?? '', text };
    }),
  );
}

/**
 * Waits (up to `timeoutMs`) for a mail to `email` whose text holds a link to `path`, and answers
 * that link. Mails are queued, so they arrive a moment after the call that caused them.
 */
export async function waitForLink(dataDir, email, path, timeoutMs = 15_000) {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\?q=[A-Za-z0-9_%.~-]+`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const mail of (await readOutbox(dataDir)).reverse()) {
      const link = mail.to.toLowerCase().includes(email.toLowerCase()) ? pattern.exec(mail.text)?.[0] : undefined;
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${email} with a ${path} link within ${timeoutMs / 1000} s`);
}
