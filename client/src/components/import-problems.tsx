import CircleAlert from 'lucide-react/icons/circle-alert';
import { cn } from '../lib/cn';

/** How many of a file's refused rows are named; the rest are counted. */
const problemsShown = 10;

export type ImportProblemsText = {
  heading: (rows: number) => string;
  problem: (line: number, reason: string) => string;
  more: (rows: number) => string;
};

/**
 * The rows of a file an import could not use, each by its line with why: the first ten, then how
 * many more. Shared by every import (a delivered lead order, the CRM's contacts); each brings its
 * own words.
 */
export function ImportProblems({
  problems,
  text,
  className,
}: {
  problems: ReadonlyArray<{ line: number; reason: string }>;
  text: ImportProblemsText;
  className?: string;
}) {
  if (problems.length === 0) return null;
  const shown = problems.slice(0, problemsShown);
  const more = problems.length - shown.length;
  return (
    <div className={cn('border-t border-slate-200 pt-2', className)} data-testid="import-problems">
      <p className="flex items-center gap-1.5 font-medium text-amber-900">
        <CircleAlert className="h-4 w-4 shrink-0" aria-hidden />
        {text.heading(problems.length)}
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
  );
}
