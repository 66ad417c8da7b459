import { useQueryClient } from '@tanstack/react-query';
import ArrowRight from 'lucide-react/icons/arrow-right';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import Info from 'lucide-react/icons/info';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Sparkles from 'lucide-react/icons/sparkles';
import { type ComponentType, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { catalogue, formatUsd, type Fulfilment } from '../../../../common/catalogue';
import type { ReceiptProofBody } from '../../../../common/contracts/checkout';
import { isCheckoutProduct, orderSuccessVariant, ownsProduct } from '../../../../common/pricing';
import { orderSuccessText as text } from '../../../../content/checkout-text';
import { Button } from '../../components/ui/button';
import { Badge, Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { refetchPurchases } from '../../session/access';
import { useAuth } from '../../session/current-user';
import { useCheckoutConfig } from './api/checkout-config';
import { useProvenReceipt } from './api/proven-receipt';
import { ClaimPurchase } from './claim-purchase';
import { CommerceFrame } from './commerce-frame';
import { heldEntitlements } from './held-entitlements';
import { TestModeNotice } from './test-mode-notice';
import { LeadOrderCompletion, LeadOrderSection } from './lead-order-success';
import { readStoredLeadOrder } from '../../lib/stored-lead-order';
import { useStartPurchase } from './use-start-purchase';

type Proof = { orderId: string; email: string };
/**
 * `isOpen`: the purchase is in the account signed in now (or that account already has what it
 * gives). Until then the page offers one thing, adding it to an account, and nothing that needs it.
 */
type SectionProps = { proof: Proof | null; isPaid: boolean; isOpen: boolean; email: string | null };

/** /order-success: shows a purchase only when the server confirms it is the visitor's and paid. */
export function OrderSuccessPage() {
  const [params] = useSearchParams();
  const { user, status: authStatus } = useAuth();
  const paymentIntentId = params.get('payment_intent') ?? params.get('payment_intent_id');
  const clientSecret = params.get('payment_intent_client_secret');
  const orderParam = params.get('order');
  const emailParam = params.get('email');
  const proofBody: ReceiptProofBody | null = paymentIntentId
    ? { paymentIntentId, ...(clientSecret ? { clientSecret } : {}) }
    : orderParam && emailParam
      ? { orderId: orderParam, email: emailParam }
      : (successPageOf(params.get('product')).storedProof?.() ?? null);
  const confirmation = useProvenReceipt(
    authStatus === 'loading' ? null : proofBody,
    user?.id ?? null,
  );
  const config = useCheckoutConfig();
  const queryClient = useQueryClient();
  const receipt = confirmation.data ?? null;

  const proof: Proof | null = receipt ? { orderId: receipt.orderId, email: receipt.email } : null;
  const { Section, Completion } = successPageOf(receipt?.product ?? params.get('product'));
  const isPaid = receipt !== null && paidStatuses.has(receipt.status);
  const product = receipt?.product;
  const isOpen =
    receipt !== null &&
    (receipt.isYours ||
      (isCheckoutProduct(product) && ownsProduct(product, heldEntitlements(user))));

  useEffect(() => {
    // Access changed for a signed-in buyer: the dashboard must see it (Your CRM).
    if (isPaid) void refetchPurchases(queryClient);
  }, [isPaid, queryClient]);

  const isChecking = proofBody !== null && (authStatus === 'loading' || confirmation.isPending);
  // A signed-out visitor has no dashboard yet; a paid purchase still to be added offers only that.
  const offersDashboard = user !== null && !(isPaid && !isOpen);
  return (
    <CommerceFrame backLink={user ? text.dashboardLink : text.homeLink}>
      {config.data?.provider === 'simulated' && <TestModeNotice className="mb-6" />}
      {Completion && <Completion paymentIntentId={paymentIntentId} />}
      {isChecking ? (
        <PaymentStatus message={text.status.confirming} tone="wait" />
      ) : !receipt ? (
        <NoPurchase />
      ) : !isPaid ? (
        <PaymentStatus
          tone={receipt.status === 'refunded' ? 'bad' : 'wait'}
          message={receipt.status === 'refunded' ? text.status.refunded : text.status.waiting}
        />
      ) : (
        <>
          <PaymentStatus
            tone="ok"
            message={receipt.amountCents === 0 ? text.status.free : text.status.paid}
          />
          <Section proof={proof} isPaid isOpen={isOpen} email={receipt.email} />
        </>
      )}
      {offersDashboard && (
        <div className="mt-8 flex justify-center">
          <Button asChild variant="secondary">
            <Link to={text.dashboardLink.to}>
              <LayoutDashboard className="h-4 w-4" aria-hidden /> {text.dashboardLink.label}
            </Link>
          </Button>
        </div>
      )}
    </CommerceFrame>
  );
}

/** A free lead order has no payment intent: the order the form stored is its proof. */
function storedLeadOrderProof(): ReceiptProofBody | null {
  const stored = readStoredLeadOrder();
  return stored ? { orderId: stored.orderId, email: stored.orderDetails.customerEmail } : null;
}

/** Statuses of an order whose payment went through (lead orders carry their delivery state). */
const paidStatuses = new Set<string>(['paid', 'pending', 'processing', 'delivered', 'failed']);

/** No proven purchase behind this address: what to do, and no congratulations. */
function NoPurchase() {
  return (
    <section data-testid="order-success-none" className="mx-auto max-w-xl text-center">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-slate-100 text-slate-700">
        <Info className="h-8 w-8" aria-hidden />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-balance text-slate-950">{text.none.title}</h1>
      <p className="mt-2 text-slate-600">{text.none.body}</p>
      <ul className="mt-4 space-y-2 text-left text-sm text-slate-700">
        {text.none.steps.map((step) => (
          <li key={step} className="flex gap-2">
            <ArrowRight className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden /> {step}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={text.none.login.to}>{text.none.login.label}</Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <a href={text.none.support.href}>{text.none.support.label}</a>
        </Button>
      </div>
    </section>
  );
}

function PaymentStatus({ message, tone }: { message: string; tone: 'ok' | 'wait' | 'bad' }) {
  const Icon = tone === 'ok' ? CheckCircle2 : tone === 'bad' ? Info : Clock;
  return (
    <p
      role="status"
      data-testid="payment-status"
      className={cn(
        'mb-6 flex items-start gap-2 rounded-lg border px-4 py-3 text-sm',
        tone === 'ok' && 'border-emerald-200 bg-emerald-50 text-emerald-900',
        tone === 'wait' && 'border-sky-200 bg-sky-50 text-sky-950',
        tone === 'bad' && 'border-red-200 bg-red-50 text-red-900',
      )}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden /> {message}
    </p>
  );
}

function Welcome({ title, body }: { title: string; body: string }) {
  return (
    <div className="text-center">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <CheckCircle2 className="h-8 w-8" aria-hidden />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-balance text-slate-950 sm:text-3xl">{title}</h1>
      <p className="mx-auto mt-2 max-w-xl text-slate-600">{body}</p>
    </div>
  );
}

function LinkButtons({ links }: { links: ReadonlyArray<{ label: string; to: string }> }) {
  return (
    <div className="mx-auto mt-6 grid max-w-2xl gap-3 sm:grid-cols-2">
      {links.map((link, index) => (
        <Button
          key={link.to}
          asChild
          variant={index === 0 ? 'primary' : 'secondary'}
          size="lg"
          className="h-auto min-h-12 py-3 text-center"
        >
          <Link to={link.to}>
            {link.label} <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </Button>
      ))}
    </div>
  );
}

/** A purchase made signed out: offered to the buyer's account (see ClaimPurchase). */
function ClaimOffer({
  proof,
  isPaid,
  isOwned,
}: {
  proof: Proof | null;
  isPaid: boolean;
  isOwned: boolean;
}) {
  if (!proof || !isPaid) return null;
  return <ClaimPurchase proof={proof} isOwned={isOwned} />;
}

function AccessLink({ proof }: { proof: Proof | null }) {
  if (!proof) return null;
  const to = `/ai-toolbox/success?${new URLSearchParams({ email: proof.email, order: proof.orderId })}`;
  return (
    <p className="mt-4 text-center text-sm">
      <Link to={to} className="font-semibold text-brand-700 hover:underline">
        {text.accessLink}
      </Link>
    </p>
  );
}

/** A paid toolbox order earns the upgrade price, as owning the toolbox does. */
function ToolboxSection({ proof, isPaid, isOpen }: SectionProps) {
  const { user } = useAuth();
  const { start, isStarting } = useStartPurchase();
  const showUpgrade =
    !user?.hasAgencyAccess && ((isPaid && proof !== null) || user?.hasToolboxAccess === true);
  return (
    <section data-testid="order-success-toolbox">
      <Welcome
        title={text.toolbox.title}
        body={isOpen ? text.toolbox.body : text.toolbox.toClaim}
      />
      <ClaimOffer proof={proof} isPaid={isPaid} isOwned={isOpen} />
      {isOpen && (
        <>
          <LinkButtons links={text.toolbox.links} />
          <div className="mt-3 flex justify-center">
            <Button asChild variant="accent" size="lg">
              <Link to={text.toolbox.leadsButton.to}>{text.toolbox.leadsButton.label}</Link>
            </Button>
          </div>
          <AccessLink proof={proof} />
        </>
      )}
      {showUpgrade && (
        <Card className="mx-auto mt-8 max-w-xl border-brand-200 bg-gradient-to-br from-brand-50 to-white p-6">
          <Badge tone="brand" className="gap-1">
            <Sparkles className="h-3.5 w-3.5" aria-hidden /> {text.toolbox.upgrade.badge}
          </Badge>
          <h2 className="mt-3 text-xl font-bold text-slate-950">{text.toolbox.upgrade.title}</h2>
          <p className="mt-2 text-sm text-slate-700">{text.toolbox.upgrade.body}</p>
          <p className="mt-3 text-sm text-slate-600">
            <s>{formatUsd(catalogue.agency.priceCents)}</s>{' '}
            <span className="text-2xl font-bold text-slate-950">
              {formatUsd(catalogue.upgrade.priceCents)}
            </span>
          </p>
          <Button
            size="lg"
            className="mt-4 w-full"
            disabled={isStarting}
            onClick={() =>
              start({
                product: 'agency',
                email: proof?.email ?? user?.email ?? null,
                upgradeFromOrderId: isPaid ? proof?.orderId : undefined,
              })
            }
          >
            {isStarting ? text.toolbox.upgrade.starting : text.toolbox.upgrade.button}
          </Button>
        </Card>
      )}
    </section>
  );
}

function AgencySection({ proof, isPaid, isOpen }: SectionProps) {
  return (
    <section data-testid="order-success-agency">
      <Welcome title={text.agency.title} body={isOpen ? text.agency.body : text.agency.toClaim} />
      <ClaimOffer proof={proof} isPaid={isPaid} isOwned={isOpen} />
      {isOpen && (
        <>
          <LinkButtons links={text.agency.links} />
          <AccessLink proof={proof} />
        </>
      )}
    </section>
  );
}

/**
 * What the page does for each success page a catalogue entry can name: the section it shows
 * once the order is proven paid, work the order needs as soon as the page opens (Completion),
 * and a proof kept by this browser when the address carries none (storedProof).
 */
type SuccessPage = {
  Section: ComponentType<SectionProps>;
  Completion?: ComponentType<{ paymentIntentId: string | null }>;
  storedProof?: () => ReceiptProofBody | null;
};

const successPages = {
  toolbox: { Section: ToolboxSection },
  agency: { Section: AgencySection },
  'lead-order': {
    Section: LeadOrderSection,
    Completion: LeadOrderCompletion,
    storedProof: storedLeadOrderProof,
  },
} satisfies Record<Fulfilment['successPage'], SuccessPage>;

/** The success page the product's catalogue entry names; an unknown product shows the toolbox's. */
const successPageOf = (product: string | null): SuccessPage =>
  successPages[catalogue[orderSuccessVariant(product)].fulfilment.successPage];
