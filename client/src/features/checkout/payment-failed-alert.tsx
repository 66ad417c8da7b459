import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import { checkoutText } from '../../../../content/checkout-text';

/**
 * Why the last payment try failed, beside the card fields: the toast goes after a few seconds,
 * this stays until the buyer tries again.
 */
export function PaymentFailedAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid="payment-failed"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
    >
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>
        <span className="font-semibold">{checkoutText.errors.paymentFailedInline}</span> {message}
      </span>
    </p>
  );
}
