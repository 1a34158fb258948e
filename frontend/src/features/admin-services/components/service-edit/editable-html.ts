/**
 * What the rich-text editor shows of a draft's HTML. The server's sanitiser (catalogue/html) decides what
 * is stored; this only keeps the admin's own browser from running what the HTML source view let in
 * (an `onerror`, a script, a javascript: link) while the text is edited.
 */
export function editableHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll('script, style, iframe, object, embed, link, meta, base, form').forEach((node) => node.remove());
  template.content.querySelectorAll('*').forEach((element) => {
    for (const { name, value } of [...element.attributes]) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on') || ((lower === 'href' || lower === 'src') && /^\s*(javascript|data|vbscript):/i.test(value))) element.removeAttribute(name);
    }
  });
  return template.innerHTML;
}

/** A link the editor inserts: web and mail addresses only, as the sanitiser keeps (http, https, mailto). */
export const isLinkAddress = (address: string) => /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(address.trim());

/** An editor left empty reads as empty, not as the `<br>` or empty paragraph a browser leaves behind. */
export const emptiedHtml = (html: string) => (/^(<(p|div)>)?(<br>)?(<\/(p|div)>)?$/.test(html.trim()) ? '' : html);
