import { SqliteEventStore } from '../event-store/sqlite.event-store';
import { InlineJobQueue } from '../jobs/inline.job-queue';
import { openSqliteDatabase } from '../sqlite/sqlite-database';
import { Mailer, MailMessage } from './mailer.port';
import { MailComposers, MailJob, registerSendMailJob, SEND_MAIL_JOB } from './send-mail.job';

/** An outbox in memory; `duringSend` runs while a mail is being written (an erasure, say). */
class MemoryOutbox extends Mailer {
  readonly kept = new Map<string, MailMessage>();
  duringSend: () => Promise<void> = async () => {};

  async send(message: MailMessage): Promise<void> {
    await this.duringSend();
    this.kept.set(message.id!, message);
  }

  override async withdraw(id: string): Promise<void> {
    this.kept.delete(id);
  }
}

async function setUp() {
  const db = openSqliteDatabase(':memory:');
  const store = new SqliteEventStore(db);
  const queue = new InlineJobQueue(db);
  const outbox = new MemoryOutbox();
  const composers = new MailComposers();
  composers.add('reset-mails', async (_kind, event) => ({ to: String(event.data.email), subject: 'Új jelszó', text: 'link', html: '<a>link</a>' }));
  registerSendMailJob(queue, outbox, store, composers);
  const metadata = { actorId: null, correlationId: 'req-1', occurredAt: '2026-11-26T10:00:00.000Z' };
  await store.append('user-u1', [{ type: 'PasswordResetRequested', data: { email: 'eva@example.hu' }, metadata }], 'no_stream');
  const job: MailJob = { reactor: 'reset-mails', kind: 'reset', streamId: 'user-u1', revision: 0, correlationId: 'req-1', causationId: 'user-u1@0' };
  await queue.enqueue(SEND_MAIL_JOB, job, { jobId: 'mail:reset:user-u1:0' });
  const close = async () => {
    await queue.close();
    db.close();
  };
  return { store, queue, outbox, close };
}

describe('the mail job and an erasure (issue 22 §1)', () => {
  it('keeps a mail whose person is still there', async () => {
    const { queue, outbox, close } = await setUp();
    await queue.start();
    await queue.drain();
    expect([...outbox.kept.values()].map((mail) => mail.to)).toEqual(['eva@example.hu']);
    await close();
  });

  it('takes back a mail that was being written while its person was erased, which the erasure could not find yet', async () => {
    const { store, queue, outbox, close } = await setUp();
    outbox.duringSend = () => store.deleteStream('user-u1');
    await queue.start();
    await queue.drain();
    expect([...outbox.kept.values()]).toEqual([]);
    await close();
  });
});
