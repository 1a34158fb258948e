import { hu } from '@/i18n/hu';

/**
 * SPEC §9: file sizes show in KB, bytes divided by 1024 and rounded; a file under 1 KB reads
 * "< 1 KB" rather than a "0 KB" or "1 KB" it is not (issue 21).
 */
export function formatFileSize(bytes: number): string {
  return bytes < 1024 ? hu.fileSize.underOneKb : hu.fileSize.kb(Math.round(bytes / 1024));
}
