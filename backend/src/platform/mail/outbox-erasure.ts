import { access, open, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { domainToASCII } from 'node:url';
import { canonicalAddress } from '../../shared/email-address';
import { headerAddresses } from './header-addresses';
import type { MailsOfPerson } from './mailer.port';

/** OutboxMailer writes the headers first; a mail's head is well inside this. */
const HEAD_BYTES = 16 * 1024;

/**
 * Deletes a person's mails from an outbox (their erasure, issue 22 §1), found by what is inside them
 * since file names no longer say: the mails to any address the person had (To, read as RFC 5322
 * writes it, so `<"a b"@example.org>` is found too: issue 38 §9), the mails an event
 * of theirs caused (X-Causation-ID, e.g. the staff notice that names them), the asides a crash may
 * have left of either (`.{file}.tmp`, whole mails too), and then the claim markers in `sentDir` that
 * name a deleted mail. Nothing is remembered of the person: no index of addresses is kept anywhere.
 */
export async function eraseMailsOf(outboxDir: string, sentDir: string, person: MailsOfPerson): Promise<number> {
  const addresses = new Set(person.addresses.map(comparable));
  const streams = new Set(person.streams);
  const erased = new Set<string>();
  for (const name of await namesIn(outboxDir)) {
    if (!/\.eml(\.tmp)?$/.test(name)) continue;
    const head = await readHead(join(outboxDir, name));
    if (head === null || !isAbout(head, addresses, streams)) continue;
    await rm(join(outboxDir, name), { force: true });
    erased.add(name.replace(/^\.(.*)\.tmp$/, '$1'));
  }
  const slugs = new Set(person.addresses.map(legacySlug));
  for (const marker of await namesIn(sentDir)) {
    const named = await readFile(join(sentDir, marker), 'utf8').catch(() => '');
    const legacy = LEGACY_NAME.exec(named);
    const orphanOfTheirs = legacy !== null && slugs.has(legacy[1]) && !(await exists(join(outboxDir, named)));
    if (erased.has(named) || orphanOfTheirs) await rm(join(sentDir, marker), { force: true });
  }
  return erased.size;
}

/** How mails were named before issue 22: the recipient's address as a slug at the end. */
const LEGACY_NAME = /^\d{8}T\d{9}Z-\d{6}-[0-9a-f]{6}-([a-z0-9-]+)\.eml$/;

function legacySlug(address: string): string {
  const ascii = address.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  return ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'unknown';
}

const exists = (path: string) => access(path).then(() => true, () => false);

function isAbout(head: Map<string, string>, addresses: Set<string>, streams: Set<string>): boolean {
  // The outbox writes To only; Cc and Bcc too, should a mail ever have them.
  const recipients = ['to', 'cc', 'bcc'].flatMap((field) => headerAddresses(head.get(field) ?? ''));
  if (recipients.some((recipient) => addresses.has(comparable(recipient)))) return true;
  const cause = head.get('x-causation-id') ?? '';
  return streams.has(cause.slice(0, cause.lastIndexOf('@')));
}

/** One spelling of an address (quotes only where needed, lower case), its domain in punycode however it was written. */
function comparable(address: string): string {
  const canonical = canonicalAddress(address);
  const at = canonical.lastIndexOf('@');
  const domain = canonical.slice(at + 1);
  return `${canonical.slice(0, at)}@${domainToASCII(domain) || domain}`;
}

/** The header fields of a mail (unfolded, names in lower case), or null if it cannot be read any more. */
async function readHead(file: string): Promise<Map<string, string> | null> {
  let raw: string;
  try {
    const handle = await open(file, 'r');
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
      raw = buffer.subarray(0, bytesRead).toString('utf8');
    } finally {
      await handle.close();
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const text = raw.replace(/\r\n/g, '\n');
  const end = text.indexOf('\n\n');
  const fields = new Map<string, string>();
  // Unfolded as RFC 5322 §2.2.3 says: the line break goes, the white space after it stays (it may
  // be inside a quoted local part, which nodemailer folds at its spaces).
  for (const line of (end < 0 ? text : text.slice(0, end)).replace(/\n(?=[ \t])/g, '').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return fields;
}

async function namesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return [];
    throw error;
  }
}
