import { appText } from '../../../../content/app-text';
import { cn } from '../../lib/cn';

// Its own module: the app's first load shows it while a page arrives, and needs nothing else of
// the cards.
export function Spinner({
  label = appText.loading,
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col items-center justify-center gap-3 py-16 text-slate-600',
        className,
      )}
    >
      <span
        className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
        aria-hidden
      />
      <span className="text-sm">{label}</span>
    </div>
  );
}
