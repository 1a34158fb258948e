import { sanitizeServiceHtml } from './service-html';

describe('sanitizeServiceHtml', () => {
  it('drops scripts, event handlers and javascript: links', () => {
    expect(sanitizeServiceHtml('<p onclick="x()">Szia</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>')).toBe(
      '<p>Szia</p><a rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps the text alternative an admin wrote for an image', () => {
    expect(sanitizeServiceHtml('<img src="/kep.png" alt="A csapat a műhelyben">')).toBe('<img src="/kep.png" alt="A csapat a műhelyben" />');
  });

  it('marks an image without a text alternative as decoration, so screen readers skip its file name', () => {
    expect(sanitizeServiceHtml('<img src="/kep.png" onerror="x()">')).toBe('<img src="/kep.png" alt="" />');
  });
});
