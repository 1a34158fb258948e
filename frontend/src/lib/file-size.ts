/** SPEC §9: file sizes show in KB, bytes divided by 1024, rounded. */
export function sizeInKb(bytes: number): number {
  return Math.round(bytes / 1024);
}
