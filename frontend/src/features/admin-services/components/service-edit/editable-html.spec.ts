import { describe, expect, it } from 'vitest';
import { editableHtml, emptiedHtml, isLinkAddress } from './editable-html';

describe('the rich-text editor\'s helpers', () => {
  it('shows a text without what would run in the admin\'s browser, and keeps the rest as it is', () => {
    expect(editableHtml('<p onclick="x()">Szia <b>ott</b></p><script>alert(1)</script><img src="k.png" onerror="x()"><a href="javascript:x()">a</a>')).toBe(
      '<p>Szia <b>ott</b></p><img src="k.png"><a>a</a>',
    );
    expect(editableHtml('<h3>Cím</h3><ul><li><a href="https://robotika.hu">r</a></li></ul>')).toBe('<h3>Cím</h3><ul><li><a href="https://robotika.hu">r</a></li></ul>');
  });

  it('takes web and mail addresses as links, nothing else', () => {
    expect(['https://robotika.hu/a?b=1', 'http://x.hu', 'mailto:klub@example.hu'].every(isLinkAddress)).toBe(true);
    expect(['javascript:alert(1)', 'robotika.hu', 'https://', 'data:text/html,x', 'https://a b'].some(isLinkAddress)).toBe(false);
  });

  it('reads an editor the browser left with only a line break as empty', () => {
    expect(['', '<br>', '<p><br></p>', '<div><br></div>'].map(emptiedHtml)).toEqual(['', '', '', '']);
    expect(emptiedHtml('<p>x</p>')).toBe('<p>x</p>');
  });
});
