/** SPEC §9: file sizes show in KB, bytes divided by 1024, rounded. */
export const fileSizeKb = (bytes: number): number => Math.round(bytes / 1024);
