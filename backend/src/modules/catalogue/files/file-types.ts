/** Images are recognised by their first bytes, never by the name or type the browser sent. */
const IMAGES: Array<{ ext: string; contentType: string; matches: (b: Buffer) => boolean }> = [
  { ext: 'png', contentType: 'image/png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'jpg', contentType: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', contentType: 'image/gif', matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  { ext: 'webp', contentType: 'image/webp', matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/** Types the browser may be told for downloads; anything else is a plain byte stream. */
const DOWNLOADS: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  mp4: 'video/mp4',
};

export function sniffImage(content: Buffer): { ext: string; contentType: string } | null {
  const image = IMAGES.find((candidate) => candidate.matches(content));
  return image ? { ext: image.ext, contentType: image.contentType } : null;
}

export const IMAGE_CONTENT_TYPES: Record<string, string> = Object.fromEntries(IMAGES.map((image) => [image.ext, image.contentType]));

export function downloadType(filename: string, content: Buffer): { contentType: string; image: boolean } {
  const image = sniffImage(content);
  if (image) return { contentType: image.contentType, image: true };
  const ext = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  return { contentType: DOWNLOADS[ext] ?? 'application/octet-stream', image: false };
}
