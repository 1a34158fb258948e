/**
 * Hands a file URL to the browser as a download (the server answers with an attachment). An anchor
 * with `download` starts the download without navigating the page away.
 */
export function openDownload(url: string, filename = ''): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
