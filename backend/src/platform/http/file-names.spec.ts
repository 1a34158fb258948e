import { contentDisposition } from './download-headers';
import { displayName } from './uploads';

/** An uploaded file's name is shown and offered as it reads (issue 22 §7). */
describe('file names', () => {
  it('keep the visible name of invoice\\u202Efdp.exe: "invoicefdp.exe", never "invoiceexe.pdf"', () => {
    expect(displayName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(displayName('C:\\Users\\anna\\\u2067jelentés\u2069\u200B.pdf')).toBe('jelentés.pdf');
    expect(displayName('Óravázlat ősz.pdf')).toBe('Óravázlat ősz.pdf');
  });

  it('lose control characters and line separators, and fall back to "file" when nothing visible is left', () => {
    expect(displayName('a\u0085b\u2028c"d\u0007.txt')).toBe('abcd.txt');
    expect(displayName('\u202E\u200B\uFEFF')).toBe('file');
  });

  it('are offered without invisible characters, even one stored before they were dropped', () => {
    expect(contentDisposition('attachment', 'invoice\u202Efdp.exe')).toBe(`attachment; filename="invoicefdp.exe"; filename*=UTF-8''invoicefdp.exe`);
    expect(contentDisposition('inline', 'ábra\u200D.png')).toBe(`inline; filename="abra.png"; filename*=UTF-8''%C3%A1bra.png`);
  });
});
