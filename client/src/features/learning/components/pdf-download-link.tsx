import type { ComponentProps, MouseEvent } from 'react';
import { learningMessages } from '../../../../../common/learning-messages';
import { learningText } from '../../../../../content/learning-text';
import { toastFailure } from '../../../lib/toast-failure';
import { savePdf, useDownloadPdf } from '../api/download-pdf';

/**
 * A link to a PDF the server makes. A plain click fetches it, so that a refusal (too many PDFs at
 * once, the server busy) is shown as a toast with the server's sentence instead of a broken
 * download; the file is then saved under the server's name. Other clicks (a new tab, the
 * context menu's "save link") and a page without its script still follow the link.
 */
export function PdfDownloadLink({
  href,
  fallbackName,
  onDownloaded,
  onClick,
  children,
  ...props
}: ComponentProps<'a'> & {
  href: string;
  /** The name to save under if the server sent none. */
  fallbackName: string;
  onDownloaded?: () => void;
}) {
  const download = useDownloadPdf();
  const start = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const isPlainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.defaultPrevented || !isPlainClick) return;
    event.preventDefault();
    if (download.isPending) return;
    download.mutate(href, {
      onSuccess: (pdf) => {
        savePdf(pdf, fallbackName);
        onDownloaded?.();
      },
      onError: (error) =>
        toastFailure(learningText.errorTitle, error, { fallback: learningMessages.downloadFailed }),
    });
  };
  return (
    <a
      {...props}
      href={href}
      download={fallbackName}
      onClick={start}
      aria-busy={download.isPending || undefined}
    >
      {children}
    </a>
  );
}
