import Download from 'lucide-react/icons/download';
import FileText from 'lucide-react/icons/file-text';
import { learningApi } from '../../../../../common/contracts/learning-api';
import { learningMessages } from '../../../../../common/learning-messages';
import { urlOf } from '../../../../../common/contracts/endpoint';
import type { ResourceSummary } from '../../../../../content/learning/catalogue';
import { resourceSlug } from '../../../../../content/learning/resources/slug';
import { learningText } from '../../../../../content/learning-text';
import { toast } from '../../../lib/use-toast';
import { toastFailure } from '../../../lib/toast-failure';
import { cn } from '../../../lib/cn';
import { useRecordDownload } from '../api/learning-api';
import { PdfDownloadLink } from './pdf-download-link';

/**
 * A resource's download: a link to its server-made PDF (fetched, then saved under the resource's
 * name; a refusal shows the server's sentence), and a call that records the download once the
 * file has arrived, with a toast either way.
 */
export function ResourceDownload({
  resource,
  label,
  className,
  variant = 'row',
}: {
  resource: ResourceSummary;
  label?: string;
  className?: string;
  variant?: 'row' | 'button';
}) {
  const record = useRecordDownload();
  const slug = resourceSlug(resource.name);
  // Counted once the PDF has arrived: a refused download is neither counted nor cheered.
  const onDownloaded = () =>
    record.mutate(slug, {
      onSuccess: () => toast({ title: learningMessages.downloadSuccess, variant: 'success' }),
      onError: (error) =>
        toastFailure(learningText.errorTitle, error, { fallback: learningMessages.downloadFailed }),
    });
  return (
    <PdfDownloadLink
      href={urlOf(learningApi.downloadPdf, { slug })}
      fallbackName={`${resource.name}.pdf`}
      onDownloaded={onDownloaded}
      className={cn(
        variant === 'row'
          ? 'flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50'
          : 'inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50',
        className,
      )}
    >
      {variant === 'row' ? (
        <FileText className="h-4 w-4 shrink-0 text-red-600" aria-hidden />
      ) : (
        <Download className="h-4 w-4 shrink-0" aria-hidden />
      )}
      <span className="flex-1">{label ?? resource.name}</span>
      {variant === 'row' ? (
        <span className="text-xs text-slate-500">PDF · {resource.size}</span>
      ) : null}
    </PdfDownloadLink>
  );
}
