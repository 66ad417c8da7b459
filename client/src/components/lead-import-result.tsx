import CircleAlert from 'lucide-react/icons/circle-alert';
import type { LeadImportResult } from '../../../common/contracts/growth';
import { growthText } from '../../../content/growth-text';
import { cn } from '../lib/cn';

/** How many of a file's unusable rows are named; the rest are counted. */
const problemsShown = 10;

const text = growthText.leadImport;

/** "3 added, 1 already in your pipeline": the toast's description and the result's first line. */
export const leadImportCounts = (result: LeadImportResult) =>
  text.counts(result.imported, result.skipped);

/**
 * What loading a delivered lead order into the tracker did: the server's message, how many leads
 * were added and how many the pipeline already had, and each row that could not be used, by its
 * line in the file (the first ten, then how many more).
 */
export function LeadImportResultView({
  result,
  className,
}: {
  result: LeadImportResult;
  className?: string;
}) {
  const { problems } = result;
  const shown = problems.slice(0, problemsShown);
  const more = problems.length - shown.length;
  return (
    <div
      className={cn('rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm', className)}
      data-testid="lead-import-result"
    >
      <p className="font-medium text-slate-900">{result.message}</p>
      <p className="text-slate-700" data-testid="lead-import-counts">
        {leadImportCounts(result)}
      </p>
      {problems.length > 0 ? (
        <div className="mt-2 border-t border-slate-200 pt-2" data-testid="lead-import-problems">
          <p className="flex items-center gap-1.5 font-medium text-amber-900">
            <CircleAlert className="h-4 w-4 shrink-0" aria-hidden />
            {text.problemsHeading(problems.length)}
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-6 text-slate-800">
            {shown.map((problem) => (
              <li key={problem.line} className="break-words">
                {text.problem(problem.line, problem.reason)}
              </li>
            ))}
          </ul>
          {more > 0 ? <p className="mt-1 pl-6 text-slate-700">{text.more(more)}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
