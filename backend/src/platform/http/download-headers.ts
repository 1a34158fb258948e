import { withoutInvisibleCharacters } from '../../shared/invisible-characters';

/**
 * Content-Disposition with the original name (RFC 6266: an ASCII fallback plus the UTF-8 name), so
 * "Feladatlap – ősz.pdf" arrives as such without its bytes ever reaching a disk path.
 */
export function contentDisposition(kind: 'inline' | 'attachment', stored: string): string {
  // A name stored before invisible characters were dropped at upload is offered without them too.
  const filename = withoutInvisibleCharacters(stored);
  const ascii = filename.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
