/** Hands a file URL to the browser, which downloads it (the server answers with an attachment). */
export function openDownload(url: string): void {
  window.location.assign(url);
}
