import { sniffDocument } from './document-types';

describe('material documents', () => {
  it('are recognised by their content', () => {
    expect(sniffDocument(Buffer.from('%PDF-1.7\n…'))?.type).toBe('pdf');
    const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....word/document.xml')]);
    expect(sniffDocument(docx)).toMatchObject({ type: 'doc', ext: 'docx' });
    const pptx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....ppt/presentation.xml')]);
    expect(sniffDocument(pptx)).toMatchObject({ type: 'ppt', ext: 'pptx' });
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(sniffDocument(Buffer.concat([ole, Buffer.from('WordDocument', 'utf16le')]))?.type).toBe('doc');
    expect(sniffDocument(Buffer.concat([ole, Buffer.from('PowerPoint Document', 'utf16le')]))?.type).toBe('ppt');
  });

  it('refuse anything else, whatever its name', () => {
    expect(sniffDocument(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffDocument(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00]))).toBeNull();
    expect(sniffDocument(Buffer.alloc(0))).toBeNull();
  });
});
