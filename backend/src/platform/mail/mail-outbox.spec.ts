import { AppConfig } from '../../config/app-config';
import { RecordedEvent } from '../event-store/event-store.port';
import { InlineJobQueue } from '../jobs/inline.job-queue';
import { ReactorRegistry } from '../projections/projection-registry';
import { MailOutbox, MailingReactor } from './mail-outbox';
import { MailComposers } from './send-mail.job';

const config = { siteName: 'Klub', supportEmail: 'support@example.org', publicUrl: 'https://klub.example.org' } as AppConfig;

describe('the mail outbox', () => {
  it('never composes a mail to a recipient with a line break or a control character (issue 38 §8)', async () => {
    const composers = new MailComposers();
    const outbox = new MailOutbox(new InlineJobQueue(), composers, new ReactorRegistry(), config);
    const to = (address: string): MailingReactor => ({
      name: `to-${address}`,
      handles: ['Anything'],
      react: async () => undefined,
      compose: async () => ({ to: address, content: { subject: 'Tárgy', paragraphs: ['Szöveg'] } }),
    });
    const event = { type: 'Anything', data: {} } as unknown as RecordedEvent;
    for (const address of ['"a\r\nBcc: x@example.org"@example.org', 'a\u0000@example.org']) {
      outbox.register(to(address));
      expect(await composers.get(`to-${address}`)!('notice', event)).toBeNull();
    }
    outbox.register(to('"a b"@example.org'));
    expect(await composers.get('to-"a b"@example.org')!('notice', event)).toMatchObject({ to: '"a b"@example.org', subject: 'Tárgy' });
  });
});
