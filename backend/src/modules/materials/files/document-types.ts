import { MaterialType } from '../domain/material.types';

/**
 * Documents a material may be, recognised by their first bytes (never by the name or type the
 * browser sent): PDF, the old Office binaries (Word, PowerPoint) and the Office Open XML zips.
 */
export interface DocumentKind {
  type: Extract<MaterialType, 'pdf' | 'doc' | 'ppt'>;
  ext: string;
  contentType: string;
}

const PDF = Buffer.from('%PDF-', 'latin1');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function sniffDocument(content: Buffer): DocumentKind | null {
  if (content.subarray(0, PDF.length).equals(PDF)) return { type: 'pdf', ext: 'pdf', contentType: 'application/pdf' };
  if (content.subarray(0, OLE.length).equals(OLE)) {
    // Word and PowerPoint binaries name their main stream in the compound file's directory (UTF-16).
    const text = content.toString('utf16le');
    if (text.includes('PowerPoint Document')) return { type: 'ppt', ext: 'ppt', contentType: 'application/vnd.ms-powerpoint' };
    if (text.includes('WordDocument')) return { type: 'doc', ext: 'doc', contentType: 'application/msword' };
    return null;
  }
  if (content.subarray(0, ZIP.length).equals(ZIP)) {
    // The zip's entry names: word/… for .docx, ppt/… for .pptx.
    const names = content.toString('latin1');
    if (names.includes('word/')) return { type: 'doc', ext: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
    if (names.includes('ppt/')) return { type: 'ppt', ext: 'pptx', contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' };
  }
  return null;
}
