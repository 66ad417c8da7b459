import { ApiError, viewerTimeZone } from './api';

/** A file the server made, and the name it gave the file. */
export type DownloadedFile = { blob: Blob; fileName: string | null };

/** The file name in a Content-Disposition header: the UTF-8 `filename*`, else `filename`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

/**
 * Fetches a file the server makes (a PDF, the account's data) instead of letting the browser
 * navigate to it, so a refusal (429 with its sentence) can be shown on the page.
 */
export async function downloadFile(url: string): Promise<DownloadedFile> {
  const response = await fetch(url, {
    credentials: 'include',
    headers: { 'x-time-zone': viewerTimeZone() },
  });
  if (!response.ok) {
    throw new ApiError(response.status, (await response.text()) || response.statusText);
  }
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition')),
  };
}

/** Hands the fetched file to the browser's downloads, under the server's name. */
export function saveFile(file: DownloadedFile, fallbackName: string) {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by then; the object URL only holds memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
