import { useQueryClient } from '@tanstack/react-query';
import ArrowRight from 'lucide-react/icons/arrow-right';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { catalogue, formatUsd } from '../../../../common/catalogue';
import {
  leadOrderMessages,
  leadOrderNumber,
  leadOrderPagePath,
} from '../../../../common/contracts/lead-orders';
import { leadOrderApi } from '../../../../common/contracts/lead-orders-api';
import {
  checkoutProducts,
  isUpgradeEligible,
  ownsProduct,
  quotePrice,
} from '../../../../common/pricing';
import { orderSuccessText } from '../../../../content/checkout-text';
import { leadOrdersText } from '../../../../content/lead-orders-text';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useAuth } from '../../session/current-user';
import { toast, toastThen } from '../../lib/use-toast';
import { useCompleteLeadOrder } from './api/complete-lead-order';
import { provenReceiptsKey } from './api/proven-receipt';
import { heldEntitlements } from './held-entitlements';
import { useStartPurchase } from './use-start-purchase';
import { forgetStoredLeadOrder, readStoredLeadOrder } from '../../lib/stored-lead-order';

// How long "Order Notification Sent" stays before "Order Successfully Placed!" replaces it
// (one toast at a time).
const NOTICE_MS = 2500;

/**
 * A lead order's success page completes the order (the server confirms the payment and tells
 * the team): by the payment intent id from the address, or, without one, by the order the form
 * stored (free orders only; the server refuses anything else). Repeating it (a reload) completes
 * nothing twice.
 */
export function LeadOrderCompletion({ paymentIntentId }: { paymentIntentId: string | null }) {
  const queryClient = useQueryClient();
  const completion = useCompleteLeadOrder(
    paymentIntentId ? { paymentIntentId } : readStoredLeadOrder(),
  );
  const reply = completion.data;

  useEffect(() => {
    if (completion.isError) console.error('Lead order completion failed', completion.error);
  }, [completion.isError, completion.error]);

  // The stored order is a free order's proof for this page: kept while the page shows it (asking
  // for the receipt again after completion needs it), forgotten once the buyer moves on.
  const isDone = reply?.success === true;
  useEffect(() => (isDone ? forgetStoredLeadOrder : undefined), [isDone]);

  useEffect(() => {
    if (!reply) return;
    if (!reply.success) return;
    // Query keys start with their endpoint's path, so the order history and the allowance of
    // the lead-order pages are asked again by their contract's paths.
    void queryClient.invalidateQueries({ queryKey: [leadOrderApi.list.path] });
    void queryClient.invalidateQueries({ queryKey: [leadOrderApi.order.path] });
    void queryClient.invalidateQueries({ queryKey: [leadOrderApi.allowance.path] });
    // The page's receipt was asked for before the order was complete: ask again.
    void queryClient.invalidateQueries({ queryKey: provenReceiptsKey });
    const placed = () =>
      toast({
        title: leadOrderMessages.orderPlaced.title,
        description: leadOrderMessages.orderPlaced.text,
        variant: 'success',
      });
    if (reply.emailSent) {
      toastThen(
        {
          title: leadOrderMessages.notificationSent.title,
          description: leadOrderMessages.notificationSent.text,
        },
        NOTICE_MS,
        placed,
      );
    } else {
      console.warn('Lead order completed, but no team notification was sent');
      placed();
    }
  }, [reply, queryClient]);

  return null;
}

const text = orderSuccessText.bluLeads;
const successText = leadOrdersText.success;

/**
 * The success page's section for a lead order: thanks, the order's number and the way to its own
 * page, and the programs the buyer does not have yet (none for someone who owns both).
 */
export function LeadOrderSection({
  proof,
  email,
}: {
  proof: { orderId: string; email: string } | null;
  email: string | null;
}) {
  const { user } = useAuth();
  const { start, isStarting } = useStartPurchase();
  const buyerEmail = email ?? user?.email ?? null;
  const held = heldEntitlements(user);
  const offers = checkoutProducts.filter((key) => !ownsProduct(key, held));
  return (
    <section data-testid="order-success-lead-order">
      <div className="text-center">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <CheckCircle2 className="h-8 w-8" aria-hidden />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-balance text-slate-950 sm:text-3xl">
          {text.title}
        </h1>
        {proof ? (
          <p
            className="mt-2 font-mono text-sm font-semibold text-slate-900"
            data-testid="lead-order-number"
          >
            {successText.orderNumber(leadOrderNumber(proof.orderId))}
          </p>
        ) : null}
        <p className="mx-auto mt-2 max-w-xl text-slate-600">{text.body}</p>
      </div>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {proof ? (
          <Button asChild size="lg">
            <Link to={leadOrderPagePath(proof.orderId)}>
              {successText.viewOrder} <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </Button>
        ) : null}
        <Button asChild size="lg" variant={proof ? 'secondary' : 'primary'}>
          <Link to={text.orderMore.to}>{text.orderMore.label}</Link>
        </Button>
      </div>
      {offers.length > 0 ? (
        <>
          <h2 className="mt-10 text-center text-xl font-bold text-slate-950">{text.offersTitle}</h2>
          <div
            className="mx-auto mt-4 grid max-w-3xl gap-4 sm:grid-cols-2"
            data-testid="lead-order-offers"
          >
            {offers.map((key) => {
              const offer = catalogue[key];
              const quote = quotePrice(key, isUpgradeEligible(key, held) ? 'upgrade' : 'standard');
              return (
                <Card key={key} className="flex flex-col p-5">
                  <h3 className="font-semibold text-slate-950">{offer.name}</h3>
                  <p className="mt-1 flex-1 text-sm text-slate-600">{offer.description}</p>
                  <p className="mt-3 text-sm text-slate-600">
                    {quote.originalPriceCents !== null ? (
                      <s>{formatUsd(quote.originalPriceCents)}</s>
                    ) : null}{' '}
                    <span className="text-xl font-bold text-slate-950">
                      {formatUsd(quote.amountCents)}
                    </span>
                  </p>
                  <Button
                    className="mt-3"
                    disabled={isStarting}
                    onClick={() => start({ product: key, email: buyerEmail })}
                  >
                    {text.buy(formatUsd(quote.amountCents))}
                  </Button>
                </Card>
              );
            })}
          </div>
        </>
      ) : null}
    </section>
  );
}
