import FlaskConical from 'lucide-react/icons/flask-conical';
import { checkoutText } from '../../../../content/checkout-text';
import { cn } from '../../lib/cn';

/**
 * Says plainly, on the checkout and success pages in the simulated mode, that no real money moves.
 * The test cards are named only beside the card fields (TestCardHint), where a card is asked for.
 */
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

/** The test cards to type, shown in the simulated card form above its fields. */
export function TestCardHint() {
  return (
    <p
      data-testid="test-card-hint"
      className="flex gap-2 rounded-lg border border-dashed border-amber-400 bg-amber-50 px-3 py-2 text-xs text-amber-950"
    >
      <FlaskConical className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
      <span>
        <span className="font-semibold">{checkoutText.testMode.cardsTitle}</span>
        {checkoutText.testMode.cards.map((card) => (
          <span key={card.number}>
            {' '}
            <span className="font-mono whitespace-nowrap">{card.number}</span> {card.note}
          </span>
        ))}
      </span>
    </p>
  );
}
