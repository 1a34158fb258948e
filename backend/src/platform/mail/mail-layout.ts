import { withArticle } from '../../shared/i18n/hungarian-article';

/** What every mail shows besides its own text: the site's name and where to ask for help. */
export interface MailSite {
  siteName: string;
  supportEmail: string;
  publicUrl: string;
}

/** A rendered message body, before it is addressed. */
export interface MailContent {
  subject: string;
  /** Paragraphs of plain text; a paragraph may hold a link on its own line. */
  paragraphs: string[];
  /** An optional call to action rendered as a button in HTML and a bare link in text. */
  action?: { label: string; url: string };
  /**
   * Who reads it: a member (or applicant), whose mail is signed by the team and says where to ask; or
   * staff, whose notice says only that the site sent it (they are the ones a member would ask).
   */
  audience?: 'member' | 'staff';
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const memberFooter = (site: MailSite) =>
  `Üdvözlettel:\n${withArticle(site.siteName, { capital: true })} csapata\n\nKérdésed van? Írj nekünk: ${site.supportEmail}\n${site.publicUrl}`;

const staffFooter = (site: MailSite) => `Ezt az értesítést ${withArticle(site.siteName)} weboldala küldte.\n${site.publicUrl}`;

const footer = (content: MailContent, site: MailSite) => (content.audience === 'staff' ? staffFooter(site) : memberFooter(site));

export function renderText(content: MailContent, site: MailSite): string {
  const action = content.action ? [`${content.action.label}:\n${content.action.url}`] : [];
  return [...content.paragraphs, ...action, footer(content, site)].join('\n\n') + '\n';
}

export function renderHtml(content: MailContent, site: MailSite): string {
  const paragraphs = content.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`);
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0f6cbd;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">Ha a gomb nem működik, másold a böngésződbe ezt a címet:<br>${escapeHtml(content.action.url)}</p>`
    : '';
  return `<!doctype html>
<html lang="hu"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Segoe UI,Arial,sans-serif;color:#242424">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">
<h1 style="font-size:20px;margin:0 0 24px;color:#0f6cbd">${escapeHtml(site.siteName)}</h1>
${paragraphs.join('\n')}
${action}
<p style="margin:32px 0 0;font-size:13px;color:#555">${escapeHtml(footer(content, site)).replace(/\n/g, '<br>')}</p>
</div></body></html>`;
}
