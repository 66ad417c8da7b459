import CheckCircle2 from 'lucide-react/icons/circle-check';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { catalogue, formatUsd, leadOrderProduct } from '../../../../common/catalogue';
import { alreadyOwnedMessage } from '../../../../common/contracts/checkout';
import type { CheckoutConfig, PaymentSummary } from '../../../../common/contracts/checkout';
import {
  type CheckoutProduct,
  checkoutProductFrom,
  orderSuccessVariant,
  isCheckoutProduct,
  isUpgradeEligible,
  ownsProduct,
  quotePrice,
} from '../../../../common/pricing';
import { checkoutText } from '../../../../content/checkout-text';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { FormSkeleton } from '../../components/ui/form-skeleton';
import { dismissToast, toast } from '../../lib/use-toast';
import { toastFailure } from '../../lib/toast-failure';
import { useAuth } from '../../session/current-user';
import { useCheckoutConfig } from './api/checkout-config';
import { useCompleteFreeOrder } from './api/free-order';
import { usePaymentSummary } from './api/payment-summary';
import { CommerceFrame } from './commerce-frame';
import { heldEntitlements } from './held-entitlements';
import { LeadOrderSummary, OrderSummary } from './order-summary';
import { PayButton } from './pay-button';
import { SimulatedCardForm } from './simulated-card-form';
import { TestModeNotice } from './test-mode-notice';

// The email form (with the form library and the contract) is its own chunk, so the page and the
// order summary show without waiting for them.
const EmailStepForm = lazy(() =>
  import('./email-step-form').then((m) => ({ default: m.EmailStepForm })),
);

// The promo box is a form of its own, loaded like the email form.
const PromoCodeForm = lazy(() =>
  import('./promo-code-form').then((m) => ({ default: m.PromoCodeForm })),
);

// Stripe's form (and Stripe.js with it) loads only in stripe mode, only on this page.
const StripePaymentForm = lazy(() =>
  import('./stripe-payment-form').then((m) => ({ default: m.StripePaymentForm })),
);

/** /checkout: email, then payment; a client_secret in the address skips the email step. */
export function CheckoutPage() {
  const [params, setParams] = useSearchParams();
  const clientSecret = params.get('client_secret');
  const product = checkoutProductFrom(params.get('product'));
  const config = useCheckoutConfig();
  const restart = useCallback(
    () => setParams({ product }, { replace: true }),
    [product, setParams],
  );

  return (
    <CommerceFrame backLink={checkoutText.backLinks[orderSuccessVariant(params.get('product'))]}>
      <h1 className="text-2xl font-bold text-slate-950 sm:text-3xl">{checkoutText.pageTitle}</h1>
      {config.data?.provider === 'simulated' && <TestModeNotice className="mt-4" />}
      <div className="mt-6">
        {clientSecret ? (
          <PaymentStep
            key={clientSecret}
            clientSecret={clientSecret}
            config={config.data}
            onRestart={restart}
          />
        ) : (
          <EmailStep
            product={product}
            onStarted={(secret) => {
              // A refusal from this step (a bad email, a failed start) no longer applies.
              dismissToast();
              setParams({ product, client_secret: secret }, { replace: true });
            }}
          />
        )}
      </div>
    </CommerceFrame>
  );
}

function EmailStep({
  product,
  onStarted,
}: {
  product: CheckoutProduct;
  onStarted: (clientSecret: string) => void;
}) {
  const { user } = useAuth();
  const held = heldEntitlements(user);
  const quote = quotePrice(product, isUpgradeEligible(product, held) ? 'upgrade' : 'standard');
  if (ownsProduct(product, held)) return <AlreadyOwned product={product} />;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <Card className="p-5 sm:p-6">
        <Suspense fallback={<FormSkeleton fields={1} />}>
          <EmailStepForm product={product} onStarted={onStarted} />
        </Suspense>
      </Card>
      <OrderSummary
        product={product}
        offer={quote.offer}
        amountCents={quote.amountCents}
        originalPriceCents={quote.originalPriceCents}
      />
    </div>
  );
}

/** A signed-in owner is told before typing anything, with the way to what they own. */
function AlreadyOwned({ product }: { product: CheckoutProduct }) {
  const link = checkoutText.owned.links[product];
  return (
    <Card className="mx-auto max-w-xl p-6 text-center" data-testid="already-owned">
      <CheckCircle2 className="mx-auto h-10 w-10 text-emerald-700" aria-hidden />
      <h2 className="mt-3 text-lg font-bold text-slate-950">
        {alreadyOwnedMessage(catalogue[product].name)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{checkoutText.owned.body}</p>
      <Button asChild size="lg" className="mt-4">
        <Link to={link.to}>{link.label}</Link>
      </Button>
    </Card>
  );
}

function PaymentStep({
  clientSecret,
  config,
  onRestart,
}: {
  clientSecret: string;
  config: CheckoutConfig | undefined;
  onRestart: () => void;
}) {
  const summary = usePaymentSummary(clientSecret);

  useEffect(() => {
    if (!summary.isError) return;
    toast({ ...checkoutText.errors.initFailed, variant: 'destructive' });
    onRestart();
  }, [summary.isError, onRestart]);

  if (summary.isPending || summary.isError || !config) {
    return <Spinner label={checkoutText.payment.loading} className="min-h-[40vh]" />;
  }
  const order = summary.data;
  if (order.status !== 'awaiting_payment') {
    // Already paid (a reload after paying): the success page shows where it stands.
    const intentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
    return (
      <Navigate
        to={`/order-success?${new URLSearchParams({ product: order.product, payment_intent: intentId })}`}
        replace
      />
    );
  }
  return <PaymentForms order={order} clientSecret={clientSecret} config={config} />;
}

function PaymentForms({
  order,
  clientSecret,
  config,
}: {
  order: PaymentSummary;
  clientSecret: string;
  config: CheckoutConfig;
}) {
  const navigate = useNavigate();
  const [appliedCode, setAppliedCode] = useState<string | null>(null);
  const [discountCents, setDiscountCents] = useState(0);
  const freeOrder = useCompleteFreeOrder();
  const product = order.product;
  const amountLabel = formatUsd(order.amountCents);
  const originalPriceCents = isCheckoutProduct(product)
    ? quotePrice(product, order.offer).originalPriceCents
    : null;

  async function onCompleteFreeOrder() {
    if (!isCheckoutProduct(product) || !appliedCode) return;
    try {
      const receipt = await freeOrder.mutateAsync({
        email: order.email,
        product,
        promoCode: appliedCode,
      });
      navigate(
        `/order-success?${new URLSearchParams({ product: receipt.product, order: receipt.orderId, email: receipt.email })}`,
      );
    } catch (error) {
      toastFailure(checkoutText.errors.freeOrderFailed.title, error, {
        fallback: checkoutText.errors.freeOrderFailed.description,
        onlyRefusals: true,
      });
    }
  }

  // As Stripe's return does: the intent and its client secret, the proof that it is this buyer's.
  const onPaid = (paymentIntentId: string) =>
    navigate(
      `/order-success?${new URLSearchParams({ product, payment_intent: paymentIntentId, payment_intent_client_secret: clientSecret })}`,
    );

  // Step 2 takes focus (a phone's first screen shows the card form; a screen reader hears it).
  const paymentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const area = paymentRef.current;
    (area?.querySelector('input') ?? area?.querySelector('h2'))?.focus();
  }, []);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <Card className="p-5 sm:p-6" ref={paymentRef} data-testid="payment-area">
        <h2 tabIndex={-1} className="mb-4 text-lg font-bold text-slate-950 focus:outline-none">
          {checkoutText.payment.title}
        </h2>
        {appliedCode !== null ? (
          <PayButton
            label={checkoutText.pay.free}
            isBusy={freeOrder.isPending || freeOrder.isSuccess}
            onClick={onCompleteFreeOrder}
          />
        ) : config.provider === 'stripe' && config.publishableKey ? (
          <Suspense fallback={<Spinner label={checkoutText.payment.loading} />}>
            <StripePaymentForm
              publishableKey={config.publishableKey}
              clientSecret={clientSecret}
              returnUrl={`${window.location.origin}/order-success?${new URLSearchParams({ product })}`}
              amountLabel={amountLabel}
            />
          </Suspense>
        ) : (
          <SimulatedCardForm
            clientSecret={clientSecret}
            amountLabel={amountLabel}
            onPaid={onPaid}
          />
        )}
      </Card>
      {product === leadOrderProduct ? (
        <LeadOrderSummary
          orderId={order.orderId}
          amountCents={order.amountCents}
          email={order.email}
        />
      ) : isCheckoutProduct(product) ? (
        <OrderSummary
          product={product}
          offer={order.offer}
          amountCents={order.amountCents}
          originalPriceCents={originalPriceCents}
          discountCents={discountCents}
          email={order.email}
          isCompact
        >
          <Suspense fallback={<FormSkeleton fields={1} />}>
            <PromoCodeForm
              product={product}
              email={order.email}
              amountCents={order.amountCents}
              appliedCode={appliedCode}
              onApplied={(code, discount) => {
                setAppliedCode(code);
                setDiscountCents(discount);
              }}
              onRemoved={() => {
                setAppliedCode(null);
                setDiscountCents(0);
              }}
            />
          </Suspense>
        </OrderSummary>
      ) : null}
    </div>
  );
}
