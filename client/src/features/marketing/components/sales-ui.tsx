import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ShieldCheck from 'lucide-react/icons/shield-check';
import type { LucideIcon } from 'lucide-react';
import type {
  FaqItem,
  FeatureGroup,
  OfferCard as OfferCardContent,
} from '../../../../../content/marketing/types';
import type { ButtonProps } from '../../../components/ui/button';
import { appText } from '../../../../../content/app-text';
import { cn } from '../../../lib/cn';
import { Container, CtaLink, IconBadge, SectionHeading } from '../../../components/marketing-ui';

// The pieces of the sales pages (offers, prices, FAQ, guarantee); the free guide page does not
// need them, so they travel in a file of their own.

export function CheckList({
  items,
  tone = 'dark',
  className,
}: {
  items: readonly string[];
  tone?: 'dark' | 'light';
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-2.5', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <Check
            className={cn(
              'mt-0.5 h-5 w-5 shrink-0',
              tone === 'dark' ? 'text-emerald-600' : 'text-emerald-300',
            )}
            aria-hidden
          />
          <span className={tone === 'dark' ? 'text-slate-700' : 'text-brand-50'}>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Questions and answers that open in place; works before any script has run. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-3">
      {items.map((item) => (
        <details
          key={item.question}
          className="group rounded-xl border border-slate-200 bg-white shadow-sm open:shadow-md"
        >
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              aria-hidden
            />
          </summary>
          <p className="px-5 pb-5 text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

/** The regular price struck through beside the price charged, read out in words. */
export function PriceTag({
  originalPrice,
  price,
  note,
  tone = 'dark',
  size = 'lg',
}: {
  originalPrice: string;
  price: string;
  note: string;
  tone?: 'dark' | 'light';
  size?: 'lg' | 'xl';
}) {
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="sr-only">{appText.regularPrice}</span>
        <s className={cn('text-xl', tone === 'dark' ? 'text-slate-500' : 'text-brand-200')}>
          {originalPrice}
        </s>
        <span className="sr-only">{appText.nowPrice}</span>
        <span
          className={cn(
            'font-extrabold tracking-tight',
            size === 'xl' ? 'text-5xl sm:text-6xl' : 'text-4xl',
            tone === 'dark' ? 'text-slate-950' : 'text-white',
          )}
        >
          {price}
        </span>
      </p>
      <p className={cn('mt-1 text-sm', tone === 'dark' ? 'text-slate-600' : 'text-brand-100')}>
        {note}
      </p>
    </div>
  );
}

export function OfferCard({
  offer,
  headingId,
  headingLevel: Heading = 'h3',
  isFeatured = false,
  buttonVariant = 'primary',
}: {
  offer: OfferCardContent;
  headingId: string;
  /** h2 where the card sits right under the page's h1, h3 inside a titled section. */
  headingLevel?: 'h2' | 'h3';
  isFeatured?: boolean;
  buttonVariant?: ButtonProps['variant'];
}) {
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8',
        isFeatured ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
      )}
    >
      <p
        className={cn(
          'mb-4 inline-flex w-fit rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase',
          isFeatured ? 'bg-brand-700 text-white' : 'bg-amber-100 text-amber-900',
        )}
      >
        {offer.badge}
      </p>
      <Heading id={headingId} className="text-2xl font-bold text-slate-950">
        {offer.title}
      </Heading>
      <p className="mt-2 text-slate-600">{offer.description}</p>
      <div className="my-6">
        <PriceTag originalPrice={offer.originalPrice} price={offer.price} note={offer.priceNote} />
      </div>
      <CheckList items={offer.bullets} className="mb-8" />
      <CtaLink link={offer.button} variant={buttonVariant} className="mt-auto w-full" />
    </article>
  );
}

export function GuaranteeBlock({
  title,
  body,
  headingId,
}: {
  title: string;
  body: string;
  headingId: string;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto flex max-w-3xl flex-col items-center gap-5 rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-center sm:flex-row sm:p-8 sm:text-left"
    >
      <ShieldCheck className="h-16 w-16 shrink-0 text-emerald-700" aria-hidden />
      <div>
        <h2 id={headingId} className="text-2xl font-bold text-slate-950">
          {title}
        </h2>
        <p className="mt-2 text-slate-700">{body}</p>
      </div>
    </section>
  );
}

/** The feature groups section shared by the toolbox and agency sales pages. */
export function FeatureGroupsSection({
  featureGroups,
  icons,
}: {
  featureGroups: { heading: string; subheading: string; groups: readonly FeatureGroup[] };
  icons: Record<string, LucideIcon>;
}) {
  return (
    <section aria-labelledby="features-heading" className="bg-slate-50 py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="features-heading"
          heading={featureGroups.heading}
          subheading={featureGroups.subheading}
        />
        <div className="grid gap-6 md:grid-cols-2">
          {featureGroups.groups.map((group) => (
            <article
              key={group.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
            >
              <div className="mb-5 flex items-center gap-4">
                <IconBadge icon={group.icon} icons={icons} />
                <h3 className="text-xl font-bold text-slate-950">{group.title}</h3>
              </div>
              <CheckList items={group.bullets} />
            </article>
          ))}
        </div>
      </Container>
    </section>
  );
}
