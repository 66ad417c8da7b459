import { Check, ShieldCheck, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { catalogue, formatUsd, type ProductKey } from '../../../../common/catalogue';
import type { PriceOffer } from '../../../../common/pricing';
import { checkoutText } from '../../../../content/checkout-text';
import { Badge, Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';

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
  product: ProductKey;
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
        <div className="flex items-baseline justify-between border-t border-slate-200 pt-3 text-base font-bold text-slate-950">
          <dt>{checkoutText.summary.total}</dt>
          <dd className="text-2xl" data-testid="order-total">
            {formatUsd(total)}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-right text-xs text-slate-600">{checkoutText.summary.oneTime}</p>
      {email && (
        <p className="mt-3 text-sm break-all text-slate-600">
          {checkoutText.summary.for} <span className="font-medium text-slate-900">{email}</span>
        </p>
      )}
      {children}
      <div className="mt-5 flex flex-wrap gap-2">
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
