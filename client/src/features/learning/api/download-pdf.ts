import { useMutation } from '@tanstack/react-query';
import {
  type DownloadedFile,
  downloadFile,
  fileNameOf,
  saveFile,
} from '../../../lib/download-file';

/** A PDF the server made, and the name it gave the file. */
export type DownloadedPdf = DownloadedFile;

export { fileNameOf };

/**
 * Fetches a PDF (a resource's or the certificate) instead of letting the browser navigate to it,
 * so a refusal (429 with its sentence, while many PDFs are being made) can be shown on the page.
 */
export const downloadPdf = downloadFile;

/** Hands the fetched file to the browser's downloads, under the server's name. */
export const savePdf = saveFile;

export function useDownloadPdf() {
  return useMutation({ mutationFn: downloadPdf });
}
