/**
 * A one-page PDF showing one line of (ASCII) text: real enough for viewers, small enough for demo
 * data. `paddingKb` adds comment lines, so sizes (shown in KB) look like a real handout's.
 */
export function demoPdf(line: string, paddingKb = 0): Buffer {
  const padding = Array.from({ length: paddingKb * 16 }, (_, i) => `% ${String(i).padStart(5, '0')} ${'-'.repeat(54)}`);
  const text = `BT /F1 20 Tf 72 770 Td (${line.replace(/[()\\]/g, '')}) Tj ET`;
  return Buffer.from(
    [
      '%PDF-1.4',
      ...padding,
      '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
      '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
      '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources <</Font <</F1 5 0 R>>>>>> endobj',
      `4 0 obj <</Length ${text.length}>> stream`,
      text,
      'endstream endobj',
      '5 0 obj <</Type /Font /Subtype /Type1 /BaseFont /Helvetica>> endobj',
      'trailer <</Root 1 0 R>>',
      '%%EOF',
    ].join('\n'),
    'latin1',
  );
}
