import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { checkoutText } from '../../../../content/checkout-text';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../lib/use-toast';
import { PayButton } from './pay-button';
import { PaymentFailedAlert } from './payment-failed-alert';
import { loadStripe } from './stripe-js';

/** Stripe's Payment Element; Stripe confirms the card and returns the buyer to returnUrl. */
export function StripePaymentForm({
  publishableKey,
  clientSecret,
  returnUrl,
  amountLabel,
}: {
  publishableKey: string;
  clientSecret: string;
  returnUrl: string;
  amountLabel: string;
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ client: Stripe; elements: StripeElements } | null>(null);
  const [isReady, setIsReady] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let isCancelled = false;
    let destroy = () => {};
    loadStripe(publishableKey)
      .then((client) => {
        if (isCancelled || !mountRef.current) return;
        const elements = client.elements({
          clientSecret,
          appearance: { theme: 'stripe', variables: { colorPrimary: '#4338ca' } },
        });
        const element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => setIsReady(true));
        element.mount(mountRef.current);
        destroy = () => element.destroy();
        setStripe({ client, elements });
      })
      .catch(() => {
        if (!isCancelled) toast({ ...checkoutText.errors.initFailed, variant: 'destructive' });
      });
    return () => {
      isCancelled = true;
      destroy();
    };
  }, [publishableKey, clientSecret]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe) return;
    // A new try: the last one's reason no longer applies.
    setFailure(null);
    setIsConfirming(true);
    const { error } = await stripe.client.confirmPayment({
      elements: stripe.elements,
      confirmParams: { return_url: returnUrl },
    });
    // Only reached when the payment failed: on success Stripe sends the buyer to returnUrl.
    setIsConfirming(false);
    const message = error?.message ?? checkoutText.errors.paymentFailedFallback;
    toast({
      title: checkoutText.errors.paymentFailed,
      description: message,
      variant: 'destructive',
    });
    setFailure(message);
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      {!isReady && <Spinner label={checkoutText.payment.loading} className="py-8" />}
      <div ref={mountRef} />
      <PaymentFailedAlert message={failure} />
      <p className="text-xs text-slate-600">{checkoutText.payment.secureNote}</p>
      <PayButton
        isBusy={isConfirming}
        disabled={!isReady}
        label={checkoutText.pay.label(amountLabel)}
      />
    </form>
  );
}
