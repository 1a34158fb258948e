import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Logger } from '@nestjs/common';
import { OutboxMailer } from './outbox.mailer';
import { readOutbox } from './testing/read-outbox';

const SUBJECT = 'Jelentkezésed megérkezett – Informatikatanári Klub';
const TEXT = 'Kedves Éva!\n\nKöszönjük, őű áé ŐŰ ÁÉ.\nAktiválás: https://klub.example.hu/aktivalas?code=AbC-123_xyz\n';
const HTML = '<p>Kedves Éva!</p><p>Köszönjük, őű áé.</p><a href="https://klub.example.hu/aktivalas?code=AbC-123_xyz">Aktiválás</a>';
const FROM = { name: 'Informatikatanári Klub', address: 'klub@example.hu' };

describe('OutboxMailer', () => {
  let dir: string;
  let now: Date;
  const clock = { now: () => now };
  let logSpy: jest.SpyInstance;

  beforeEach(async () => {
    dir = join(await mkdtemp(join(tmpdir(), 'outbox-')), 'nested', 'outbox');
    now = new Date('2026-11-21T22:30:12.345Z');
    logSpy = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    logSpy.mockRestore();
    await rm(join(dir, '..', '..'), { recursive: true, force: true });
  });

  it('keeps one copy of a mail sent again under the same id (a job rerun after a crash), with the same Message-ID', async () => {
    const mailer = new OutboxMailer(dir, FROM, clock);
    const mail = { to: 'eva.kovacs@example.hu', subject: SUBJECT, text: TEXT, html: HTML, id: 'signup-mails:seated:service-s1@7' };
    await mailer.send(mail);
    now = new Date('2026-11-21T22:31:00.000Z');
    await mailer.send(mail);
    await mailer.send({ ...mail, id: 'signup-mails:seated:service-s1@8' });
    const mails = (await readdir(dir)).filter((file) => file.endsWith('.eml'));
    expect(mails).toHaveLength(2);
    const ids = await Promise.all(mails.map(async (file) => /Message-ID: (<[^>]+>)/i.exec(await readFile(join(dir, file), 'latin1'))?.[1]));
    expect(new Set(ids).size).toBe(2);
    expect(ids[0]).toMatch(/^<[0-9a-f]{32}@example\.hu>$/);
  });

  it('writes the mail a crash left claimed but unwritten', async () => {
    const mailer = new OutboxMailer(dir, FROM, clock);
    const mail = { to: 'eva.kovacs@example.hu', subject: SUBJECT, text: TEXT, html: HTML, id: 'x:y:z@1' };
    await mailer.send(mail);
    const [file] = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
    await rm(join(dir, file));
    await mailer.send(mail);
    expect((await readdir(dir)).filter((name) => name.endsWith('.eml'))).toEqual([file]);
  });

  it('writes the mail whose claim a kill left empty (created, never filled)', async () => {
    const mailer = new OutboxMailer(dir, FROM, clock);
    const mail = { to: 'eva.kovacs@example.hu', subject: SUBJECT, text: TEXT, html: HTML, id: 'x:y:z@2' };
    await mkdir(join(dir, '.sent'), { recursive: true });
    await writeFile(join(dir, '.sent', createHash('sha256').update(mail.id).digest('hex')), '');
    await mailer.send(mail);
    await mailer.send(mail);
    expect((await readdir(dir)).filter((name) => name.endsWith('.eml'))).toHaveLength(1);
    expect((await readdir(join(dir, '.sent'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('writes an RFC 5322 file named by time, with encoded headers and both parts', async () => {
    const mailer = new OutboxMailer(dir, FROM, clock);
    await mailer.send({ to: 'eva.kovacs@example.hu', subject: SUBJECT, text: TEXT, html: HTML, replyTo: 'iroda@example.hu' });

    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    // Named by time only: a listing of the outbox names nobody (issue 22 §1).
    expect(files[0]).toMatch(/^20261121T223012345Z-\d{6}-[0-9a-f]{8}\.eml$/);

    const raw = await readFile(join(dir, files[0]), 'latin1');
    expect(raw.replace(/\r\n/g, '')).not.toContain('\n'); // CRLF only
    expect(/[^\x00-\x7f]/.test(raw)).toBe(false); // all non-ASCII is encoded
    expect(raw).toMatch(/^Subject: =\?UTF-8\?B\?/im);
    // The site's name as the sender's display name, RFC 2047-encoded (it is not ASCII).
    expect(raw).toMatch(/^From: =\?UTF-8\?[BQ]\?.+\?= <klub@example\.hu>$/im);
    expect(raw).toMatch(/^To: eva\.kovacs@example\.hu$/im);
    expect(raw).toMatch(/^Reply-To: iroda@example\.hu$/im);
    expect(raw).toMatch(/^Date: Sat, 21 Nov 2026 22:30:12 \+0000$/im);
    expect(raw).toMatch(/^Message-ID: <[^>]+@example\.hu>$/im);
    expect(raw).toMatch(/^MIME-Version: 1\.0$/im);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/im);

    // Decoded here by hand, independently of readOutbox.
    const body = raw.split('\r\n\r\n').slice(1).join('\r\n\r\n');
    const partOf = (type: string) => {
      const match = new RegExp(`Content-Type: ${type}; charset=utf-8\\r\\nContent-Transfer-Encoding: base64\\r\\n\\r\\n([A-Za-z0-9+/=\\r\\n]+?)\\r\\n--`, 'i').exec(body);
      expect(match).not.toBeNull();
      return Buffer.from(match![1].replace(/\r\n/g, ''), 'base64').toString('utf8');
    };
    expect(partOf('text/plain')).toBe(TEXT);
    expect(partOf('text/html')).toBe(HTML);
  });

  it('names the sender as the site, quoting a name that would otherwise read as two addresses', async () => {
    const mailer = new OutboxMailer(dir, { name: 'Klub, "Teszt" Kft.', address: 'klub@example.hu' }, clock);
    await mailer.send({ to: 'eva@example.hu', subject: 'Teszt', text: 'x', html: '<p>x</p>' });
    const [mail] = await readOutbox(dir);
    expect(mail.from).toBe('"Klub, \\"Teszt\\" Kft." <klub@example.hu>');
  });

  it('reads back through readOutbox', async () => {
    const mailer = new OutboxMailer(dir, FROM, clock);
    await mailer.send({ to: 'Kovács Éva <eva@example.hu>', subject: SUBJECT, text: TEXT, html: HTML });

    const [mail] = await readOutbox(dir);
    expect(mail).toMatchObject({ from: 'Informatikatanári Klub <klub@example.hu>', to: 'Kovács Éva <eva@example.hu>', subject: SUBJECT, text: TEXT, html: HTML });
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toMatch(/code=AbC-123_xyz/);
  });

  it('keeps sending order for mails of the same millisecond and across time', async () => {
    const mailer = new OutboxMailer(dir, FROM, clock);
    const other = new OutboxMailer(dir, FROM, clock);
    for (let i = 0; i < 12; i++) {
      await (i % 2 ? other : mailer).send({ to: `t${i}@example.hu`, subject: `Levél ${i}`, text: `${i}`, html: `<b>${i}</b>` });
    }
    now = new Date(now.getTime() + 1);
    await mailer.send({ to: 'later@example.hu', subject: 'Levél 12', text: '12', html: '<b>12</b>' });

    const mails = await readOutbox(dir);
    expect(mails.map((mail) => mail.subject)).toEqual(Array.from({ length: 13 }, (_, i) => `Levél ${i}`));
    expect((await readdir(dir)).filter((file) => !file.endsWith('.eml'))).toEqual([]);
  });

  it('logs that a mail was written, never the recipient, the subject or the body', async () => {
    const mailer = new OutboxMailer(dir, FROM, clock);
    await mailer.send({ to: 'eva@example.hu', subject: SUBJECT, text: TEXT, html: HTML });

    expect(logSpy).toHaveBeenCalledTimes(1);
    const line = String(logSpy.mock.calls[0][0]);
    expect(line).not.toMatch(/eva|example\.hu/);
    expect(line).not.toContain(SUBJECT);
    expect(line).not.toContain('AbC-123_xyz');
  });

  it('writes the trace headers that name the request and the event behind the mail', async () => {
    const mailer = new OutboxMailer(dir, FROM, clock);
    await mailer.send({ to: 'eva@example.hu', subject: SUBJECT, text: TEXT, html: HTML, headers: { 'X-Correlation-ID': 'req-1', 'X-Causation-ID': 'user-1@0' } });
    const [file] = await readdir(dir);
    const eml = await readFile(join(dir, file), 'utf8');
    expect(eml).toContain('X-Correlation-ID: req-1');
    expect(eml).toContain('X-Causation-ID: user-1@0');
  });

  describe('forgetting a person (erasure, issue 22 §1)', () => {
    const markerOf = (id: string) => join(dir, '.sent', createHash('sha256').update(id).digest('hex'));
    const mail = (to: string, id?: string, causedBy?: string) => ({
      to,
      subject: SUBJECT,
      text: `${TEXT}${to}`,
      html: HTML,
      ...(id ? { id } : {}),
      ...(causedBy ? { headers: { 'X-Causation-ID': causedBy } } : {}),
    });

    it('deletes their mails under any address, the mails their events caused, the asides a crash left and every claim of them; the rest stays', async () => {
      const mailer = new OutboxMailer(dir, FROM, clock);
      await mailer.send(mail('eva@example.hu', 'signup:seated:service-s1@3'));
      await mailer.send(mail('Kovács Éva <EVA@Example.HU>'));
      await mailer.send(mail('eva.regi@example.hu', 'activated:activation:user-eva@1'));
      await mailer.send(mail('staff@example.hu', 'applied:staff:user-eva@0', 'user-eva@0'));
      await mailer.send(mail('staff@example.hu', 'applied:staff:user-bela@0', 'user-bela@0'));
      await mailer.send(mail('bela@example.hu', 'applied:applicant:user-bela@0', 'user-bela@0'));
      // A crash between writing a mail aside and renaming it into place; and a claim made before names
      // stopped carrying the recipient, whose mail is long gone.
      const [first] = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
      await writeFile(join(dir, '.20261121T223012345Z-000099-0a1b2c3d.eml.tmp'), await readFile(join(dir, first)));
      await writeFile(markerOf('old:reset:user-eva@4'), '20261101T080000000Z-000000-a1b2c3-eva-example-hu.eml');
      await writeFile(markerOf('old:reset:user-bela@4'), '20261101T080000000Z-000000-d4e5f6-bela-example-hu.eml');

      await mailer.forget({ addresses: ['eva@example.hu', 'eva.regi@example.hu'], streams: ['user-eva'] });

      const left = await readOutbox(dir);
      expect(left.map((m) => m.text.slice(TEXT.length)).sort()).toEqual(['bela@example.hu', 'staff@example.hu']);
      expect((await readdir(dir)).filter((name) => name.startsWith('.') && name !== '.sent')).toEqual([]);
      const claims = await readdir(join(dir, '.sent'));
      expect(claims.sort()).toEqual([markerOf('applied:staff:user-bela@0'), markerOf('applied:applicant:user-bela@0'), markerOf('old:reset:user-bela@4')].map((marker) => basename(marker)).sort());
    });

    it('finds the mails to a quoted local part however the header writes it: in angle brackets, folded, with quotes it needs not (issue 38 §9)', async () => {
      const mailer = new OutboxMailer(dir, FROM, clock);
      const long = `"${'abcd '.repeat(12)}zeno"@${'sub.'.repeat(12)}example.hu`;
      await mailer.send(mail('"a b"@example.hu', 'signup:seated:service-s1@3'));
      await mailer.send(mail('"Zéno"@Példa.hu'));
      await mailer.send(mail(long, 'signup:seated:service-s1@5'));
      await mailer.send(mail('"a c"@example.hu', 'signup:seated:service-s1@4'));
      const heads = await Promise.all((await readdir(dir)).filter((name) => name.endsWith('.eml')).map((name) => readFile(join(dir, name), 'utf8')));
      // What nodemailer writes: the quotes in angle brackets, a long one folded at a space inside them.
      expect(heads.some((raw) => raw.includes('To: <"a b"@example.hu>'))).toBe(true);
      expect(heads.some((raw) => /To: <"abcd [^\r]*\r\n /.test(raw))).toBe(true);

      await mailer.forget({ addresses: ['"a\\ b"@EXAMPLE.hu', 'zéno@xn--plda-bpa.hu', long], streams: ['user-zeno'] });

      expect((await readOutbox(dir)).map((m) => m.to)).toEqual(['<"a c"@example.hu>']);
      expect(await readdir(join(dir, '.sent'))).toEqual([basename(markerOf('signup:seated:service-s1@4'))]);
    });

    it('withdraws one mail by its id, with its claim', async () => {
      const mailer = new OutboxMailer(dir, FROM, clock);
      await mailer.send(mail('eva@example.hu', 'signup:seated:service-s1@3'));
      await mailer.send(mail('bela@example.hu', 'signup:seated:service-s1@4'));
      await mailer.withdraw('signup:seated:service-s1@3');
      await mailer.withdraw('never:sent:x@1');
      expect((await readOutbox(dir)).map((m) => m.to)).toEqual(['bela@example.hu']);
      expect(await readdir(join(dir, '.sent'))).toHaveLength(1);
    });

    it('writes a mail whose old claim named its file after the recipient under a name that names nobody', async () => {
      const mailer = new OutboxMailer(dir, FROM, clock);
      await mkdir(join(dir, '.sent'), { recursive: true });
      await writeFile(markerOf('x:y:z@3'), '20261101T080000000Z-000000-a1b2c3-eva-example-hu.eml');
      await mailer.send(mail('eva@example.hu', 'x:y:z@3'));
      await mailer.send(mail('eva@example.hu', 'x:y:z@3'));
      const files = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
      expect(files).toEqual([expect.stringMatching(/^20261121T223012345Z-\d{6}-[0-9a-f]{8}\.eml$/)]);
      expect(await readFile(markerOf('x:y:z@3'), 'utf8')).toBe(files[0]);
    });
  });

  it('readOutbox returns nothing for a missing directory', async () => {
    await expect(readOutbox(join(dir, 'missing'))).resolves.toEqual([]);
  });
});

describe('parseEml', () => {
  it('decodes quoted-printable parts and Q-encoded words split mid-character', async () => {
    const { parseEml } = await import('./testing/read-outbox');
    const raw = [
      'To: =?UTF-8?Q?Kov=C3=A1cs_=C3?=',
      ' =?UTF-8?Q?=89va?= <eva@example.hu>',
      'Subject: =?utf-8?b?xZHFsQ==?= plain',
      'Content-Type: multipart/alternative; boundary=XYZ',
      '',
      '--XYZ',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'a=C5=91 soft=',
      'break',
      '--XYZ',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>x</p>',
      '--XYZ--',
      '',
    ].join('\r\n');
    expect(parseEml('x.eml', Buffer.from(raw, 'utf8').toString('latin1'))).toEqual({
      file: 'x.eml',
      from: '',
      to: 'Kovács Éva <eva@example.hu>',
      subject: 'őű plain',
      text: 'aő softbreak',
      html: '<p>x</p>',
    });
  });

});
