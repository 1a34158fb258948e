import { AppConfig } from '../../../config/app-config';
import { CompanyApplied } from '../domain/company.events';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import { SqliteEventStore } from '../../../platform/event-store/sqlite.event-store';
import { InlineJobQueue } from '../../../platform/jobs/inline.job-queue';
import { Mailer, MailMessage } from '../../../platform/mail/mailer.port';
import { MailComposers, registerSendMailJob } from '../../../platform/mail/send-mail.job';
import { ReactorRegistry } from '../../../platform/projections/projection-registry';
import { MemoryReadStore } from '../../../platform/read-store/memory.read-store';
import { openSqliteDatabase } from '../../../platform/sqlite/sqlite-database';
import { COMPANIES } from '../projections/companies.projection';
import { SendMailWhenCompanyApplied } from './send-mail-when-company-applied.reactor';

class RecordingMailer extends Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
}

const config = {
  siteName: 'Informatikatanárok Klubja',
  supportEmail: 'support@example.org',
  staffEmail: 'staff@example.org',
  publicUrl: 'https://klub.example.org',
} as AppConfig;

const applied: CompanyApplied = {
  type: 'CompanyApplied',
  data: {
    companyId: 'c1',
    name: 'Példa Szoftver Kft.',
    website: 'pelda-szoftver.example',
    zip: '6720',
    city: 'Szeged',
    contactName: 'Minta Márta',
    contactEmail: 'marta@pelda-szoftver.example',
    contactPhone: '+36 30 123 4567',
    activities: 'Webfejlesztés',
    optionals: '',
    teacherCount: 3,
    createdAt: '2026-11-21T10:00:00.000Z',
  },
};

async function setUp() {
  const db = openSqliteDatabase(':memory:');
  const store = new SqliteEventStore(db);
  const queue = new InlineJobQueue(db);
  const mailer = new RecordingMailer();
  const composers = new MailComposers();
  const reactors = new ReactorRegistry();
  const outbox = new MailOutbox(queue, composers, reactors, config);
  const readStore = new MemoryReadStore();
  const reactor = new SendMailWhenCompanyApplied(outbox, readStore, config);
  reactors.add(reactor);
  outbox.onApplicationBootstrap();
  registerSendMailJob(queue, mailer, store, composers);
  await store.append('company-c1', [{ type: applied.type, data: { ...applied.data }, metadata: { actorId: null, correlationId: 'req-42', occurredAt: '2026-11-21T10:00:00.000Z' } }], 'no_stream');
  const [event] = await store.readStream('company-c1');
  const jobs = () => db.prepare<[], { id: string; data: string }>('SELECT id, data FROM jobs ORDER BY rowid').all();
  return { store, queue, mailer, reactor, event, jobs, readStore, close: async () => { await queue.close(); db.close(); } };
}

describe('mail when a company applied', () => {
  it('queues references only: the job names the event and the mail, never an address or a text', async () => {
    const { reactor, event, jobs, close } = await setUp();
    await reactor.react(event as never);
    expect(jobs().map((job) => [job.id, JSON.parse(job.data)])).toEqual([
      ['mail:company-contact:company-c1:0', { reactor: 'send-mail-when-company-applied', kind: 'company-contact', streamId: 'company-c1', revision: 0, correlationId: 'req-42', causationId: 'company-c1@0' }],
      ['mail:company-staff:company-c1:0', expect.objectContaining({ kind: 'company-staff', correlationId: 'req-42', causationId: 'company-c1@0' })],
    ]);
    expect(JSON.stringify(jobs())).not.toMatch(/marta|Minta|\+36/);
    await close();
  });

  it('composes each mail when its job runs, traced to the request and the event that caused it', async () => {
    const { reactor, event, queue, mailer, close } = await setUp();
    await reactor.react(event as never);
    await queue.start();
    await queue.drain();
    expect(mailer.sent.map((mail) => mail.to).sort()).toEqual(['marta@pelda-szoftver.example', 'staff@example.org']);
    const contact = mailer.sent.find((mail) => mail.to === 'marta@pelda-szoftver.example')!;
    const staff = mailer.sent.find((mail) => mail.to === 'staff@example.org')!;
    expect(contact.headers).toEqual({ 'X-Correlation-ID': 'req-42', 'X-Causation-ID': 'company-c1@0' });
    expect(contact.text).toContain('Kedves Minta Márta!');
    expect(contact.text).toContain('néhány munkanapon belül');
    expect(staff.subject).toBe('Új céges jelentkezés: Példa Szoftver Kft.');
    for (const value of ['pelda-szoftver.example', '6720', 'Szeged', '+36 30 123 4567', 'Webfejlesztés', 'tanárok száma: 3', '2026. november 21. 11:00'])
      expect(staff.text).toContain(value);
    expect(staff.text).toContain('https://klub.example.org/klub/admin/cegek');
    // The contact gets the team's signature and where to ask; staff, who would be asked, do not.
    expect(contact.text).toContain('Kérdésed van? Írj nekünk: support@example.org');
    expect(staff.text).not.toContain('Kérdésed van?');
    expect(staff.text).toContain('Ezt az értesítést az Informatikatanárok Klubja weboldala küldte.');
    await close();
  });

  it('sends nothing once the stream that caused the mail was erased', async () => {
    const { reactor, event, queue, mailer, store, close } = await setUp();
    await reactor.react(event as never);
    await store.deleteStream('company-c1');
    await queue.start();
    await queue.drain();
    expect(mailer.sent).toEqual([]);
    await close();
  });

  it('writes to an address at most once a day, however many applications name it; staff hear of each', async () => {
    const { reactor, event, queue, mailer, store, readStore, close } = await setUp();
    const { companyId: _id, ...applicationFields } = applied.data;
    const fields = { ...applicationFields, status: 'new' as const, note: '' };
    const companies = readStore.collection(COMPANIES);
    await companies.upsert({ _id: 'c1', ...fields });
    const again = async (companyId: string, createdAt: string) => {
      await companies.upsert({ _id: companyId, ...fields, name: 'Hamis Kft.', createdAt });
      await store.append(`company-${companyId}`, [{ type: applied.type, data: { ...applied.data, companyId, name: 'Hamis Kft.', createdAt }, metadata: { actorId: null, correlationId: companyId, occurredAt: createdAt } }], 'no_stream');
      const [next] = await store.readStream(`company-${companyId}`);
      await reactor.react(next as never);
    };
    await reactor.react(event as never);
    await again('c2', '2026-11-21T12:00:00.000Z');
    await again('c3', '2026-11-21T22:59:00.000Z'); // 23:59 in Budapest: the same day
    await again('c4', '2026-11-21T23:01:00.000Z'); // the next Budapest day
    await queue.start();
    await queue.drain();
    const toContact = mailer.sent.filter((mail) => mail.to === applied.data.contactEmail);
    expect(toContact).toHaveLength(2);
    expect(toContact[0].text).toContain('Példa Szoftver Kft.');
    expect(mailer.sent.filter((mail) => mail.to === 'staff@example.org')).toHaveLength(4);
    await close();
  });
});
