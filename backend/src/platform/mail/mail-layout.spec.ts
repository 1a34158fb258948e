import { MailContent, MailSite, renderHtml, renderText } from './mail-layout';

const site: MailSite = { siteName: 'IT Tanár Klub', supportEmail: 'support@example.org', publicUrl: 'https://klub.example.org' };
const toMember: MailContent = { subject: 'Aktiváltuk a fiókodat', paragraphs: ['Kedves Éva!', 'A fiókod aktív.'], action: { label: 'Irány a klub', url: 'https://klub.example.org/klub' } };
const toStaff: MailContent = { subject: 'Új tanári jelentkezés: Kiss Anna', paragraphs: ['Új tanár jelentkezett a klubba.'], audience: 'staff' };

describe('the mail frame', () => {
  it('signs a member’s mail by the team and says where to ask', () => {
    expect(renderText(toMember, site)).toBe(
      'Kedves Éva!\n\nA fiókod aktív.\n\nIrány a klub:\nhttps://klub.example.org/klub\n\n' +
        'Üdvözlettel:\nAz IT Tanár Klub csapata\n\nKérdésed van? Írj nekünk: support@example.org\nhttps://klub.example.org\n',
    );
    expect(renderHtml(toMember, site)).toContain('Kérdésed van? Írj nekünk: support@example.org');
  });

  it('gives a staff notice no member footer, only where it came from', () => {
    const text = renderText(toStaff, site);
    expect(text).toBe('Új tanár jelentkezett a klubba.\n\nEzt az értesítést az IT Tanár Klub weboldala küldte.\nhttps://klub.example.org\n');
    for (const rendered of [text, renderHtml(toStaff, site)]) {
      expect(rendered).not.toContain('Kérdésed van?');
      expect(rendered).not.toContain('Üdvözlettel');
    }
  });

  it('escapes what a person typed in the HTML part', () => {
    const html = renderHtml({ subject: 'x', paragraphs: ['<b>Kovács & Társa</b>'] }, site);
    expect(html).toContain('&lt;b&gt;Kovács &amp; Társa&lt;/b&gt;');
  });
});
