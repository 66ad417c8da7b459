import Check from 'lucide-react/icons/check';
import Clock from 'lucide-react/icons/clock';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Zap from 'lucide-react/icons/zap';
import type { ReactNode } from 'react';
import { catalogue, formatUsd, leadOrderProduct } from '../../../../common/catalogue';
import type { CheckoutProduct, PriceOffer } from '../../../../common/pricing';
import { checkoutText } from '../../../../content/checkout-text';
import { leadOrdersText } from '../../../../content/lead-orders-text';
import { Badge, Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/states';
import { cn } from '../../lib/cn';
import { useLeadOrderSummary } from './api/lead-order-summary';
import { formatCount } from '../../../../common/format-number';

/** The last line of a summary's figures: what will be charged. */
function TotalRow({ cents }: { cents: number }) {
  return (
    <div className="flex items-baseline justify-between border-t border-slate-200 pt-3 text-base font-bold text-slate-950">
      <dt>{checkoutText.summary.total}</dt>
      <dd className="text-2xl" data-testid="order-total">
        {formatUsd(cents)}
      </dd>
    </div>
  );
}

/** Under the total: how the product is paid for, and where the receipt goes once it is known. */
function TermsAndReceipt({ terms, email }: { terms: string; email?: string }) {
  return (
    <>
      <p className="mt-1 text-right text-xs text-slate-600">{terms}</p>
      {email && (
        <p className="mt-3 text-sm break-all text-slate-600">
          {checkoutText.summary.for} <span className="font-medium text-slate-900">{email}</span>
        </p>
      )}
    </>
  );
}

/** What is being bought and for how much: the struck-through price, the price, the total. */
export function OrderSummary({
  product,
  offer,
  amountCents,
  originalPriceCents,
  discountCents = 0,
  email,
  isCompact = false,
  children,
}: {
  product: CheckoutProduct;
  offer: PriceOffer;
  amountCents: number;
  originalPriceCents: number | null;
  discountCents?: number;
  email?: string;
  /** Step 2 on a phone: the inclusions give way so the payment form stays near. */
  isCompact?: boolean;
  /** The promo box, in step 2. */
  children?: ReactNode;
}) {
  const item = catalogue[product];
  const total = Math.max(0, amountCents - discountCents);
  return (
    <Card className="p-5 sm:p-6" data-testid="order-summary">
      <h2 className="text-lg font-bold text-slate-950">{checkoutText.summary.title}</h2>
      <p className="mt-3 font-semibold text-slate-900">{item.name}</p>
      <p className={cn('mt-1 text-sm text-slate-600', isCompact && 'hidden sm:block')}>
        {item.description}
      </p>
      <ul
        className={cn('mt-4 gap-2 text-sm text-slate-700', isCompact ? 'hidden sm:grid' : 'grid')}
      >
        {item.includes.map((line) => (
          <li key={line} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden />
            {line}
          </li>
        ))}
      </ul>
      <dl className="mt-5 grid gap-2 border-t border-slate-200 pt-4 text-sm">
        {originalPriceCents !== null && originalPriceCents > amountCents && (
          <div className="flex justify-between text-slate-600">
            <dt>{checkoutText.summary.regularPrice}</dt>
            <dd>
              <s data-testid="original-price">{formatUsd(originalPriceCents)}</s>
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-4 font-medium text-slate-900">
          <dt>
            {offer === 'upgrade'
              ? checkoutText.summary.upgradePrice
              : checkoutText.summary.specialPrice}
          </dt>
          <dd data-testid="special-price">{formatUsd(amountCents)}</dd>
        </div>
        {discountCents > 0 && (
          <div className="flex justify-between text-emerald-700">
            <dt>{checkoutText.summary.promo}</dt>
            <dd>-{formatUsd(discountCents)}</dd>
          </div>
        )}
        <TotalRow cents={total} />
      </dl>
      <TermsAndReceipt terms={item.paymentTerms} email={email} />
      {children}
      <div className="mt-5 flex flex-wrap gap-2" data-testid="order-promises">
        <Badge tone="green" className="gap-1">
          <ShieldCheck className="h-3.5 w-3.5" aria-hidden /> {checkoutText.guarantee}
        </Badge>
        <Badge tone="brand" className="gap-1">
          <Zap className="h-3.5 w-3.5" aria-hidden /> {checkoutText.instantAccess}
        </Badge>
      </div>
    </Card>
  );
}

const leadText = leadOrdersText.checkoutSummary;

/**
 * A lead order's summary: what is being bought (the quantity and filters of the owner's order, as
 * the server holds them, and the price per lead), the total the server charges, and only what the
 * product promises: delivery within 24 hours, and a refund when it cannot deliver.
 */
export function LeadOrderSummary({
  orderId,
  amountCents,
  email,
}: {
  orderId: string;
  amountCents: number;
  email: string;
}) {
  const order = useLeadOrderSummary(orderId);
  return (
    <Card className="p-5 sm:p-6" data-testid="order-summary">
      <h2 className="text-lg font-bold text-slate-950">{checkoutText.summary.title}</h2>
      <p className="mt-3 font-semibold text-slate-900">{catalogue[leadOrderProduct].name}</p>
      <dl className="mt-4 grid gap-3 text-sm" data-testid="lead-order-summary">
        {order.isPending ? (
          <div role="status" aria-label={leadText.loading} className="grid gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-full" />
          </div>
        ) : order.data ? (
          <>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">{leadText.quantity}</dt>
              <dd className="font-medium text-slate-900" data-testid="summary-quantity">
                {formatCount(order.data.quantity)}
              </dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-slate-600">{leadText.filters}</dt>
              <dd>
                <ul className="flex flex-wrap gap-1.5" data-testid="summary-filters">
                  {order.data.filters.map((filter, index) => (
                    <li
                      key={index}
                      className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-800"
                    >
                      <span className="font-medium">{filter.type}:</span>{' '}
                      <span className="break-all">{filter.value}</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          </>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{leadText.pricePerLead}</dt>
          <dd className="text-right text-slate-900" data-testid="summary-price">
            {leadText.price}
          </dd>
        </div>
        <TotalRow cents={amountCents} />
      </dl>
      <TermsAndReceipt terms={leadText.paymentTerms} email={email} />
      <ul className="mt-5 grid gap-2 text-sm text-slate-700" data-testid="order-promises">
        <li className="flex gap-2">
          <Clock className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
          {leadText.promises.delivery}
        </li>
        <li className="flex gap-2">
          <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
          {leadText.promises.refund}
        </li>
      </ul>
    </Card>
  );
}
