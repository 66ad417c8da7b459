import type { LeadImportResult } from '../../../common/contracts/growth';
import { growthText } from '../../../content/growth-text';
import { cn } from '../lib/cn';
import { ImportProblems } from './import-problems';

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
  return (
    <div
      className={cn('rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm', className)}
      data-testid="lead-import-result"
    >
      <p className="font-medium text-slate-900">{result.message}</p>
      <p className="text-slate-700" data-testid="lead-import-counts">
        {leadImportCounts(result)}
      </p>
      <ImportProblems
        problems={result.problems}
        text={{ heading: text.problemsHeading, problem: text.problem, more: text.more }}
        className="mt-2"
      />
    </div>
  );
}
