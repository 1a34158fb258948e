import { serviceAwaitingApproval } from './service-awaiting-approval';
import { serviceCancelled } from './service-cancelled';
import { serviceCodeAssigned } from './service-code-assigned';
import { serviceCustomText } from './service-custom-text';
import { ServiceMailParams } from './service-mail-params';
import { servicePromoted } from './service-promoted';
import { serviceRejected } from './service-rejected';
import { serviceSeated } from './service-seated';
import { serviceWaitlisted } from './service-waitlisted';

const python: ServiceMailParams = { firstName: 'Évi', serviceName: 'Python alapok tanároknak', code: null, url: 'https://klub.example.org/klub/kartya/s1', signedUpAt: null };
const excel: ServiceMailParams = { ...python, serviceName: 'Excel haladóknak' };

describe('the service mails’ default texts', () => {
  it('name the service in „…” with its own article, in the subject and the text', () => {
    const seated = serviceSeated(python);
    expect(seated.subject).toBe('Sikeres jelentkezés: „Python alapok tanároknak”');
    expect(seated.paragraphs).toContain('Örömmel értesítünk, hogy helyet kaptál a „Python alapok tanároknak” szolgáltatásra.');
    expect(serviceSeated(excel).paragraphs).toContain('Örömmel értesítünk, hogy helyet kaptál az „Excel haladóknak” szolgáltatásra.');
  });

  it('read as sentences for every step of a sign-up', () => {
    expect(serviceAwaitingApproval(excel)).toMatchObject({
      subject: 'Jelentkezésed jóváhagyásra vár: „Excel haladóknak”',
      paragraphs: ['Kedves Évi!', 'Megkaptuk a jelentkezésedet az „Excel haladóknak” szolgáltatásra. Munkatársaink hamarosan elbírálják, a döntésről e-mailben értesítünk.'],
    });
    expect(serviceWaitlisted(excel).paragraphs[1]).toBe('Az „Excel haladóknak” szolgáltatás jelenleg betelt, ezért várólistára kerültél.');
    expect(serviceWaitlisted(python).subject).toBe('Várólistára kerültél: „Python alapok tanároknak”');
    expect(servicePromoted({ ...python, code: 'K-1' }).paragraphs).toEqual([
      'Kedves Évi!',
      'Jó hír: felszabadult egy hely, így a várólistáról bekerültél a „Python alapok tanároknak” szolgáltatás résztvevői közé.',
      'A kuponkódod: K-1',
    ]);
    expect(serviceCancelled(python).paragraphs[1]).toBe('Visszavontad a „Python alapok tanároknak” szolgáltatásra szóló jelentkezésedet.');
    expect(serviceRejected(excel).subject).toBe('Jelentkezésed elutasítva: „Excel haladóknak”');
    expect(serviceRejected(excel).paragraphs[1]).toBe('Sajnos az „Excel haladóknak” szolgáltatásra beküldött jelentkezésedet ezúttal nem tudtuk elfogadni.');
    expect(serviceCodeAssigned({ ...python, code: 'C-3' })).toMatchObject({
      subject: 'Megérkezett a kuponkódod: „Python alapok tanároknak”',
      paragraphs: ['Kedves Évi!', 'Megérkezett a kuponkódod a „Python alapok tanároknak” szolgáltatáshoz: C-3'],
    });
  });
});

describe('the admin’s own service texts', () => {
  const own = (subject: string, text: string, p = python) => serviceCustomText(subject, text, p, serviceSeated);

  it('fill {serviceName} in „…” and decide the "a(z)" before it', () => {
    const mail = own('Helyed van: {serviceName}', 'Kedves {firstName}!\n\nÖrömmel értesítünk, hogy helyet kaptál a(z) {serviceName} szolgáltatásra.');
    expect(mail.subject).toBe('Helyed van: „Python alapok tanároknak”');
    expect(mail.paragraphs).toEqual(['Kedves Évi!', 'Örömmel értesítünk, hogy helyet kaptál a „Python alapok tanároknak” szolgáltatásra.']);
    expect(own('x', 'A(z) {serviceName} betelt.', excel).paragraphs).toEqual(['Az „Excel haladóknak” betelt.']);
  });

  it('keep the admin’s own quotes around the placeholder instead of doubling them', () => {
    expect(own('x', 'Várunk a(z) „{serviceName}” kurzuson.').paragraphs).toEqual(['Várunk a „Python alapok tanároknak” kurzuson.']);
    expect(own('x', 'Várunk a(z) "{serviceName}" kurzuson.', excel).paragraphs).toEqual(['Várunk az "Excel haladóknak" kurzuson.']);
  });

  it('never read a filled-in value for placeholders again', () => {
    const odd = { ...python, firstName: '{code}', code: 'K-7' };
    expect(own('x', 'Kedves {firstName}! Kódod: {code}', odd).paragraphs).toEqual(['Kedves {code}! Kódod: K-7']);
  });

  it('fall back to the default text when the subject or the text is empty', () => {
    expect(own('', 'Szöveg').subject).toBe('Sikeres jelentkezés: „Python alapok tanároknak”');
  });
});
