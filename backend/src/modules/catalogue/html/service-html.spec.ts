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

  // What the admin's rich-text editor writes (issue 41 §5; decision 0112): the browser's editing commands.
  describe('the rich-text editor\'s output', () => {
    it('keeps its formatting as members saw it before: paragraphs, bold, italic, headings, lists, links', () => {
      const html =
        '<h3>Menetrend</h3><p>Minden <b>kedden</b> és <i>csütörtökön</i>.</p><div>Új sor<br></div>' +
        '<ul><li>Lego</li></ul><ol><li>Első</li></ol><p><a href="https://robotika.hu">részletek</a> · <a href="mailto:klub@example.hu">írj</a></p>';
      expect(sanitizeServiceHtml(html)).toBe(
        '<h3>Menetrend</h3><p>Minden <b>kedden</b> és <i>csütörtökön</i>.</p><div>Új sor<br /></div>' +
          '<ul><li>Lego</li></ul><ol><li>Első</li></ol>' +
          '<p><a href="https://robotika.hu" rel="noopener noreferrer">részletek</a> · <a href="mailto:klub@example.hu" rel="noopener noreferrer">írj</a></p>',
      );
    });

    it('strips what its HTML source view lets an admin type: scripts, handlers, javascript: and data: links, styles', () => {
      const html =
        '<p style="color:red" onmouseover="x()">Szia<script>alert(1)</script></p><img src="x" onerror="alert(1)">' +
        '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="data:text/html,<script>alert(1)</script>">c</a>' +
        '<iframe src="https://example.hu"></iframe><style>p{}</style>';
      expect(sanitizeServiceHtml(html)).toBe(
        '<p>Szia</p><img src="x" alt="" /><a rel="noopener noreferrer">a</a><a rel="noopener noreferrer">b</a><a rel="noopener noreferrer">c</a>',
      );
    });

    it('leaves an emptied editor empty', () => {
      expect(sanitizeServiceHtml('')).toBe('');
    });
  });
});
