import { FlaskConical } from 'lucide-react';
import { checkoutText } from '../../../../content/checkout-text';
import { cn } from '../../lib/cn';

/** Says plainly, on every checkout page in the simulated mode, that no real money moves. */
export function TestModeNotice({ className }: { className?: string }) {
  return (
    <div
      role="note"
      data-testid="test-mode-notice"
      className={cn(
        'flex gap-3 rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 p-4 text-amber-950',
        className,
      )}
    >
      <FlaskConical className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div className="text-sm">
        <p className="font-bold">
          <span className="mr-2 rounded bg-amber-400 px-1.5 py-0.5 text-xs tracking-wide">
            {checkoutText.testMode.badge}
          </span>
          {checkoutText.testMode.title}
        </p>
        <p className="mt-1">{checkoutText.testMode.body}</p>
      </div>
    </div>
  );
}
