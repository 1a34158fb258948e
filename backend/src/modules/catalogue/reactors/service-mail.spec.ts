import * as f from '../domain/testing/fixtures';
import { DEFAULT_SETTINGS, ServiceSettings } from '../domain/service-settings';
import { ServiceEvent } from '../domain/service.events';
import { MailEvent, mailsAbout, serviceMailFor } from './service-mail';

const params = { firstName: 'Anna', serviceName: 'Robotika', code: null as string | null, url: 'https://klub.example.org/klub/kartya/s1', signedUpAt: null as string | null };
const own: ServiceSettings = {
  ...DEFAULT_SETTINGS,
  emailSubject: 'Helyed van: {serviceName}',
  emailText: 'Kedves {firstName}!\n\nVárunk a(z) {serviceName} műhelyen.\n\nKódod: {code}',
  waitlistEmailSubject: 'Várólistán: {serviceName}',
  waitlistEmailText: 'Kedves {firstName}, felírtunk.',
  cancelEmailSubject: 'Visszavonva',
  cancelEmailText: 'Viszlát, {firstName}!',
};
/** The fixtures are typed as any service event; each one used here is a mail event. */
const mail = (event: ServiceEvent, settings = own, code: string | null = null) => serviceMailFor(event as MailEvent, settings, { ...params, code });

describe('service mails (issue 4 §8)', () => {
  it('ends every mail with the moment of the sign-up, in Budapest time as the screens write it (issue 21 §4)', () => {
    const at = '2026-11-26T20:05:00.000Z';
    for (const event of [f.signedUp('u1'), f.approved('u1', 'K-1'), f.rejected('u1')]) {
      const content = serviceMailFor(event as MailEvent, own, { ...params, signedUpAt: at });
      expect(content.paragraphs.at(-1)).toBe('Jelentkezésed ideje: 2026. november 26. 21:05.');
    }
    expect(mail(f.signedUp('u1')).paragraphs.join('\n')).not.toContain('Jelentkezésed ideje');
  });

  it('sends the service’s own texts with the placeholders filled in when a seat is given', () => {
    for (const event of [f.signedUp('u1'), f.approved('u1', 'K-1'), f.promoted('u1', 'approved', 'K-1')]) {
      const content = mail(event, own, 'K-1');
      expect(content.subject).toBe('Helyed van: „Robotika”');
      expect(content.paragraphs).toEqual(['Kedves Anna!', 'Várunk a „Robotika” műhelyen.', 'Kódod: K-1']);
      expect(content.action?.url).toBe(params.url);
    }
  });

  it('says the code follows when the pool was dry', () => {
    expect(mail(f.approved('u1')).paragraphs).toContain('Kódod: (a kódot hamarosan elküldjük)');
  });

  it('uses default Hungarian texts where the service has none, and adds a code the text forgot', () => {
    expect(mail(f.signedUp('u1'), DEFAULT_SETTINGS).subject).toBe('Sikeres jelentkezés: „Robotika”');
    expect(mail(f.promoted('u1'), DEFAULT_SETTINGS).subject).toBe('Felszabadult egy hely: „Robotika”');
    expect(mail(f.signedUp('u1', 'waitlisted'), DEFAULT_SETTINGS).subject).toBe('Várólistára kerültél: „Robotika”');
    expect(mail(f.cancelled('u1'), DEFAULT_SETTINGS).subject).toBe('Jelentkezésed visszavonva: „Robotika”');
    const forgot = { ...own, emailText: 'Kedves {firstName}!' };
    expect(mail(f.approved('u1', 'K-9'), forgot, 'K-9').paragraphs).toEqual(['Kedves Anna!', 'A kuponkódod: K-9']);
  });

  it('always uses the default texts for awaiting approval, rejection and a late code', () => {
    expect(mail(f.signedUp('u1', 'awaiting')).subject).toBe('Jelentkezésed jóváhagyásra vár: „Robotika”');
    expect(mail(f.promoted('u1', 'awaiting')).subject).toBe('Jelentkezésed jóváhagyásra vár: „Robotika”');
    expect(mail(f.rejected('u1')).subject).toBe('Jelentkezésed elutasítva: „Robotika”');
    const late = mail(f.codeAssigned('u1', 'K-2'));
    expect(late.subject).toBe('Megérkezett a kuponkódod: „Robotika”');
    expect(late.paragraphs.join('\n')).toContain('K-2');
  });

  it('tells the member when staff put the sign-up back under review, and that a code handed out stays theirs but waits (issue 41 §1)', () => {
    const back = mail(f.unapproved('u1', 'approved'), own, 'K-3');
    expect(back.subject).toBe('Jelentkezésed újra elbírálás alatt: „Robotika”');
    expect(back.paragraphs.join('\n')).toContain('visszavonták a „Robotika” szolgáltatásra beküldött jelentkezésed jóváhagyását');
    expect(back.paragraphs.join('\n')).toContain('ne használd fel a kuponkódodat (K-3). Ha újra jóváhagyjuk a jelentkezésedet, ugyanez a kód lesz a tiéd.');
    expect(mail(f.unapproved('u1', 'approved')).paragraphs.join('\n')).not.toContain('kuponkód');
    expect(mail(f.unapproved('u1', 'rejected'), own, 'K-3').paragraphs.join('\n')).toContain('újra elbírálják a „Robotika” szolgáltatásra beküldött jelentkezésedet, amelyet korábban elutasítottunk');
  });

  it('tells the member when staff removed the sign-up, in the words of what it was, and not again for a rejected one', () => {
    const removed = mail(f.deleted('u1', 'approved'));
    expect(removed.subject).toBe('Jelentkezésed törölve: „Robotika”');
    expect(removed.paragraphs[1]).toBe('Munkatársaink törölték a „Robotika” szolgáltatásra beküldött jelentkezésedet, így a helyed felszabadult.');
    expect(mail(f.deleted('u1', 'waitlisted')).paragraphs[1]).toContain('így lekerültél a várólistáról');
    expect(mail(f.deleted('u1', 'awaiting')).paragraphs[1]).toContain('amely elbírálásra várt');
    expect(mailsAbout(f.deleted('u1', 'approved') as MailEvent)).toBe(true);
    expect(mailsAbout(f.deleted('u1', 'rejected') as MailEvent)).toBe(false);
  });

  it('sends the waitlist and cancel texts of the service', () => {
    expect(mail(f.signedUp('u1', 'waitlisted')).subject).toBe('Várólistán: „Robotika”');
    expect(mail(f.cancelled('u1')).paragraphs).toEqual(['Viszlát, Anna!']);
  });
});
