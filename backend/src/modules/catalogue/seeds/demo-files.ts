import { demoPdf as demoPdfOf } from '../../../platform/seed/demo-pdf';
/** Small fictitious files for the demo sub-pages: a worksheet, a picture and a one-page PDF. */
export const demoWorksheet = Buffer.from(
  'Python feladatlap – 1. hét\n\n1. Írj programot, amely kiírja a számokat 1-től 10-ig!\n2. Kérj be egy nevet, és köszönj a felhasználónak!\n3. Számold meg, hány magánhangzó van egy szövegben!\n',
  'utf8',
);

export const demoPicture = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const demoPdf = demoPdfOf('Webfejlesztes a kozepiskolaban - tananyag');
