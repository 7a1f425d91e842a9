// Hands a file made in the window to the browser's download (the browser shell) or the desktop's save: the one
// place a store turns text or bytes into a file the person keeps.
export function download(
  fileName: string,
  mimeType: string,
  content: string | Uint8Array<ArrayBuffer> | Uint8Array<ArrayBuffer>[],
): void {
  // A file read from main in chunks is joined by the Blob, never copied into one buffer here.
  const url = URL.createObjectURL(new Blob(Array.isArray(content) ? content : [content], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
