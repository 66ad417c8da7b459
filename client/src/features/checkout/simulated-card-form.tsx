import { useState, type FormEvent } from 'react';
import { checkoutText } from '../../../../content/checkout-text';
import { Input, Label } from '../../components/ui/fields';
import { ApiError } from '../../lib/api';
import { dismissToast } from '../../lib/use-toast';
import { toastFailure } from '../../lib/toast-failure';
import { useConfirmSimulatedPayment } from './api/simulated-confirm';
import { PayButton } from './pay-button';
import { PaymentFailedAlert } from './payment-failed-alert';
import { TestCardHint } from './test-mode-notice';

/** 4242424242424242 -> "4242 4242 4242 4242" as the buyer types. */
const groupCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1234" -> "12 / 34". */
function formatExpiry(value: string) {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** The TEST MODE card form: the server plays the card processor, with Stripe's test cards. */
export function SimulatedCardForm({
  clientSecret,
  amountLabel,
  onPaid,
}: {
  clientSecret: string;
  amountLabel: string;
  onPaid: (paymentIntentId: string) => void;
}) {
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const confirm = useConfirmSimulatedPayment();
  const [isLeaving, setIsLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // A new try: the last one's reason no longer applies.
    setFailure(null);
    try {
      const result = await confirm.mutateAsync({ clientSecret, cardNumber, expiry, cvc });
      setIsLeaving(true);
      // An earlier "Payment Failed" no longer applies.
      dismissToast();
      onPaid(result.paymentIntentId);
    } catch (error) {
      toastFailure(checkoutText.errors.paymentFailed, error, {
        fallback: checkoutText.errors.paymentFailedFallback,
      });
      // The same sentence as the toast's, kept beside the card fields.
      setFailure(
        (error instanceof ApiError ? error.serverMessage : undefined) ??
          checkoutText.errors.paymentFailedFallback,
      );
    }
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <TestCardHint />
      <div className="grid gap-1.5">
        <Label htmlFor="card-number">{checkoutText.card.number}</Label>
        <Input
          id="card-number"
          name="cardnumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder={checkoutText.card.numberPlaceholder}
          value={cardNumber}
          onChange={(e) => setCardNumber(groupCardNumber(e.target.value))}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="card-expiry">{checkoutText.card.expiry}</Label>
          <Input
            id="card-expiry"
            name="exp-date"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={checkoutText.card.expiryPlaceholder}
            value={expiry}
            onChange={(e) => setExpiry(formatExpiry(e.target.value))}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="card-cvc">{checkoutText.card.cvc}</Label>
          <Input
            id="card-cvc"
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder={checkoutText.card.cvcPlaceholder}
            value={cvc}
            onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, 4))}
          />
        </div>
      </div>
      <PaymentFailedAlert message={failure} />
      <PayButton
        isBusy={confirm.isPending || isLeaving}
        label={checkoutText.pay.label(amountLabel)}
      />
    </form>
  );
}
