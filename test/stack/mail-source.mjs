// Where the smoke journey reads the mails the stack sent: Mailpit's HTTP API (the production stack), or
// an embedded instance's outbox folder (to try the journey on one process without Docker).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** @typedef {{ to: string, subject: string, text: string }} Mail */

/** @returns {{ all(): Promise<Mail[]> }} */
export function mailSource({ mailpitUrl, outboxDir }) {
  if (mailpitUrl) return mailpit(mailpitUrl.replace(/\/+$/, ''));
  if (outboxDir) return outbox(outboxDir);
  throw new Error('set MAILPIT_URL (the stack) or OUTBOX_DIR (an embedded instance)');
}

function mailpit(base) {
  const get = async (path) => {
    const response = await fetch(`${base}${path}`);
    if (!response.ok) throw new Error(`Mailpit ${path}: ${response.status}`);
    return response.json();
  };
  const texts = new Map();
  return {
    async all() {
      const mails = [];
      for (let start = 0; ; start += 500) {
        const page = await get(`/api/v1/messages?start=${start}&limit=500`);
        for (const message of page.messages) {
          if (!texts.has(message.ID)) texts.set(message.ID, (await get(`/api/v1/message/${message.ID}`)).Text ?? '');
          mails.push({ to: message.To.map((to) => to.Address).join(', '), subject: message.Subject, text: texts.get(message.ID) });
        }
        if (start + page.messages.length >= page.messages_count) return mails;
      }
    },
  };
}

function outbox(dir) {
  return {
    async all() {
      let files;
      try {
        files = (await readdir(dir)).filter((file) => file.endsWith('.eml')).sort();
      } catch (error) {
        if (error.code === 'ENOENT') return [];
        throw error;
      }
      return Promise.all(files.map(async (file) => parseEml(await readFile(join(dir, file), 'latin1'))));
    },
  };
}

/** Enough of MIME for what the outbox holds: the To and Subject headers, and the text part. */
function parseEml(raw) {
  const [head] = raw.split(/\r?\n\r?\n/, 1);
  const header = (name) => new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head)?.[1].replace(/\r?\n[ \t]/g, ' ') ?? '';
  const textPart = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)(?:\r?\n--|$)/i.exec(raw);
  const encoding = textPart && /Content-Transfer-Encoding: (\S+)/i.exec(raw.slice(Math.max(0, textPart.index), textPart.index + 300))?.[1];
  return { to: decodeWords(header('To')), subject: decodeWords(header('Subject')), text: decodeBody(textPart?.[1] ?? '', encoding) };
}

function decodeBody(body, encoding = '7bit') {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) return quotedPrintable(body.replace(/=\r?\n/g, ''));
  return Buffer.from(body, 'latin1').toString('utf8');
}

function quotedPrintable(text) {
  return Buffer.from(text.replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`). */
function decodeWords(value) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_, kind, data) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : quotedPrintable(data.replace(/_/g, ' ')),
    );
}
