/** Small fictitious files for the demo sub-pages: a worksheet, a picture and a one-page PDF. */
export const demoWorksheet = Buffer.from(
  'Python feladatlap – 1. hét\n\n1. Írj programot, amely kiírja a számokat 1-től 10-ig!\n2. Kérj be egy nevet, és köszönj a felhasználónak!\n3. Számold meg, hány magánhangzó van egy szövegben!\n',
  'utf8',
);

export const demoPicture = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const PDF_TEXT = 'BT /F1 20 Tf 72 770 Td (Webfejlesztes a kozepiskolaban - tananyag) Tj ET';
export const demoPdf = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources <</Font <</F1 5 0 R>>>>>> endobj',
    `4 0 obj <</Length ${PDF_TEXT.length}>> stream`,
    PDF_TEXT,
    'endstream endobj',
    '5 0 obj <</Type /Font /Subtype /Type1 /BaseFont /Helvetica>> endobj',
    'trailer <</Root 1 0 R>>',
    '%%EOF',
  ].join('\n'),
  'latin1',
);
