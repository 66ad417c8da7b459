import { useMutation } from '@tanstack/react-query';
import { ApiError, viewerTimeZone } from '../../../lib/api';

/** A PDF the server made, and the name it gave the file. */
export type DownloadedPdf = { blob: Blob; fileName: string | null };

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
 * Fetches a PDF (a resource's or the certificate) instead of letting the browser navigate to it,
 * so a refusal (429 with its sentence, while many PDFs are being made) can be shown on the page.
 */
export async function downloadPdf(url: string): Promise<DownloadedPdf> {
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
export function savePdf(pdf: DownloadedPdf, fallbackName: string) {
  const url = URL.createObjectURL(pdf.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = pdf.fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by then; the object URL only holds memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadPdf() {
  return useMutation({ mutationFn: downloadPdf });
}
