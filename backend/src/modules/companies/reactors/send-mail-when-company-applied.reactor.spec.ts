import { AppConfig } from '../../../config/app-config';
import { CompanyApplied } from '../domain/company.events';
import { MailOutbox } from '../../../mail/mail-outbox';
import { recorded } from '../../../platform/projections/testing/replay';
import { EnqueueOptions, JobQueue } from '../../../platform/jobs/job-queue.port';
import { MailMessage } from '../../../platform/mail/mailer.port';
import { SendMailWhenCompanyApplied } from './send-mail-when-company-applied.reactor';

class RecordingQueue extends JobQueue {
  readonly jobs: Array<{ data: MailMessage; jobId: string }> = [];
  register(): void {}
  async enqueue<D>(_name: string, data: D, options: EnqueueOptions): Promise<void> {
    this.jobs.push({ data: data as unknown as MailMessage, jobId: options.jobId });
  }
  async start(): Promise<void> {}
  async drain(): Promise<void> {}
  async close(): Promise<void> {}
}

const config = {
  siteName: 'Informatikatanárok Klubja',
  supportEmail: 'support@example.org',
  staffEmail: 'staff@example.org',
  publicUrl: 'https://klub.example.org',
} as AppConfig;

const event = recorded<CompanyApplied>({ type: 'CompanyApplied', data: {
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
  } }, 0, null, 'company-c1');

describe('mail when a company applied', () => {
  it('tells the contact it arrived and gives staff every field, with ids derived from the event', async () => {
    const queue = new RecordingQueue();
    const reactor = new SendMailWhenCompanyApplied(new MailOutbox(queue, config), config);
    await reactor.react(event);
    expect(queue.jobs.map((job) => [job.jobId, job.data.to])).toEqual([
      ['mail:company-applied:company-c1:0:contact', 'marta@pelda-szoftver.example'],
      ['mail:company-applied:company-c1:0:staff', 'staff@example.org'],
    ]);
    const [contact, staff] = queue.jobs.map((job) => job.data);
    expect(contact.text).toContain('Kedves Minta Márta!');
    expect(contact.text).toContain('Példa Szoftver Kft.');
    expect(contact.text).toContain('néhány munkanapon belül');
    expect(staff.subject).toBe('Új céges jelentkezés: Példa Szoftver Kft.');
    for (const value of ['pelda-szoftver.example', '6720', 'Szeged', '+36 30 123 4567', 'Webfejlesztés', 'tanárok száma: 3', '2026. november 21. 11:00'])
      expect(staff.text).toContain(value);
    expect(staff.text).toContain('https://klub.example.org/klub/admin/cegek');
  });
});
