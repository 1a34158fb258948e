import { AddressInfo, createServer, Server, Socket } from 'node:net';
import { Logger } from '@nestjs/common';
import { SmtpMailer } from './smtp.mailer';
import { parseEml } from './testing/read-outbox';

/** The least of an SMTP server that nodemailer talks to: it accepts one message and keeps what it was sent. */
function fakeSmtpServer(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end + 2));
          buffer = buffer.slice(end + 5);
          inData = false;
          reply('250 queued');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const command = buffer.slice(0, end).toUpperCase();
        buffer = buffer.slice(end + 2);
        if (command.startsWith('EHLO')) reply('250 fake');
        else if (command.startsWith('DATA')) {
          inData = true;
          reply('354 go ahead');
        } else if (command.startsWith('QUIT')) {
          reply('221 bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, received })));
}

describe('SmtpMailer', () => {
  let logSpy: jest.SpyInstance;
  beforeEach(() => (logSpy = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined)));
  afterEach(() => logSpy.mockRestore());

  it('sends as the site by name, its Hungarian name RFC 2047-encoded', async () => {
    const { server, port, received } = await fakeSmtpServer();
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, { name: 'IT Tanár Klub', address: 'klub@example.org' });
    try {
      await mailer.send({ to: 'eva@example.hu', subject: 'Aktiváltuk a fiókodat', text: 'Kedves Éva!', html: '<p>Kedves Éva!</p>', id: 'x:y:z@1' });
    } finally {
      await mailer.close();
      server.close();
    }
    expect(received).toHaveLength(1);
    const raw = received[0];
    expect(/[^\x00-\x7f]/.test(raw)).toBe(false);
    expect(raw).toMatch(/^From: =\?UTF-8\?[BQ]\?.+\?= <klub@example\.org>$/im);
    expect(raw).toMatch(/^Message-ID: <[0-9a-f]{32}@example\.org>$/im);
    const mail = parseEml('smtp.eml', raw);
    expect(mail.from).toBe('IT Tanár Klub <klub@example.org>');
    expect(mail.subject).toBe('Aktiváltuk a fiókodat');
  });
});
