import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { simulatedCardMessages } from '../../../../content/checkout-text';
import type { Db } from '../../db/client';
import { simulatedPaymentIntents, simulatedRefunds } from '../../db/schema';
import {
  type CreateIntentInput,
  intentIdFromClientSecret,
  type PaymentProvider,
  type ProviderIntent,
  ProviderError,
  type ProviderRefund,
  type RefundInput,
  type ReportedRefund,
} from './provider';

type IntentRow = typeof simulatedPaymentIntents.$inferSelect;

const toProviderIntent = (row: IntentRow): ProviderIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  amountCents: row.amountCents,
  currency: row.currency,
  status: row.status,
  orderId: row.orderId,
});

/** The refund made under this idempotency key, or null. */
async function refundByKey(db: Db, key: string): Promise<ProviderRefund | null> {
  const [row] = await db
    .select()
    .from(simulatedRefunds)
    .where(eq(simulatedRefunds.idempotencyKey, key));
  return row ? { id: row.id, amountCents: row.amountCents, status: 'succeeded' } : null;
}

export type CardInput = { cardNumber: string; expiry: string; cvc: string };
export type CardOutcome =
  { ok: true; last4: string } | { ok: false; statusCode: 400 | 402; message: string };

// Stripe's test cards (https://docs.stripe.com/testing): these succeed, the others below fail
// the way Stripe's test mode fails them.
const SUCCEEDING_CARDS = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
  '371449635398431',
  '6011111111111117',
]);
const DECLINING_CARDS: Record<string, string> = {
  '4000000000000002': simulatedCardMessages.declined,
  '4000000000009995': simulatedCardMessages.insufficientFunds,
  '4000000000009987': simulatedCardMessages.declined,
  '4000000000000069': simulatedCardMessages.expiredCard,
  '4000000000000127': simulatedCardMessages.incorrectCvc,
  '4000000000000119': simulatedCardMessages.processingError,
};

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What Stripe's test mode would answer for this card; pure, so the rules are testable alone. */
export function simulateCardOutcome(card: CardInput, now = new Date()): CardOutcome {
  const invalid = (message: string): CardOutcome => ({ ok: false, statusCode: 400, message });
  const number = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) {
    return invalid(simulatedCardMessages.incorrectNumber);
  }
  const expiry = card.expiry.replace(/[\s/]/g, '');
  if (!/^\d{4}(\d{2})?$/.test(expiry)) return invalid(simulatedCardMessages.incompleteExpiry);
  const month = Number(expiry.slice(0, 2));
  const year = expiry.length === 4 ? 2000 + Number(expiry.slice(2)) : Number(expiry.slice(2));
  if (month < 1 || month > 12) return invalid(simulatedCardMessages.invalidExpiryMonth);
  // A card is valid through the last day of its expiry month.
  if (new Date(Date.UTC(year, month, 1)) <= now) return invalid(simulatedCardMessages.pastExpiry);
  const cvcLength = number.startsWith('34') || number.startsWith('37') ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) {
    return invalid(simulatedCardMessages.incompleteCvc);
  }
  if (SUCCEEDING_CARDS.has(number)) return { ok: true, last4: number.slice(-4) };
  const declined = DECLINING_CARDS[number] ?? simulatedCardMessages.liveCard;
  return { ok: false, statusCode: 402, message: declined };
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The built-in TEST MODE provider, used when no Stripe keys are configured. Intents live in the
 * database, so the success page, a webhook-less restart and the tests see one consistent state.
 */
export class SimulatedProvider implements PaymentProvider {
  readonly name = 'simulated' as const;
  readonly publishableKey = null;

  constructor(private readonly db: Db) {}

  async createIntent(input: CreateIntentInput): Promise<ProviderIntent> {
    const id = `sim_pi_${randomBytes(12).toString('hex')}`;
    await this.db
      .insert(simulatedPaymentIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        idempotencyKey: input.idempotencyKey,
        orderId: input.orderId,
        amountCents: input.amountCents,
        currency: input.currency,
      })
      .onConflictDoNothing({ target: simulatedPaymentIntents.idempotencyKey });
    // Like Stripe: the same idempotency key answers the intent made the first time.
    const [row] = await this.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.idempotencyKey, input.idempotencyKey));
    return toProviderIntent(row);
  }

  async retrieveIntent(intentId: string): Promise<ProviderIntent | null> {
    const [row] = await this.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, intentId));
    return row ? toProviderIntent(row) : null;
  }

  /**
   * Refunds a succeeded test intent, as Stripe would: the same idempotency key answers the refund
   * made the first time, even to requests made at the same moment, and no more than was charged
   * is ever refunded.
   */
  async refund(input: RefundInput): Promise<ProviderRefund> {
    return this.db.transaction(async (tx) => {
      // The intent's lock comes first: identical requests wait here for each other, and the ones
      // that come after the first then find its refund under the key.
      const [intent] = await tx
        .select()
        .from(simulatedPaymentIntents)
        .where(eq(simulatedPaymentIntents.id, input.intentId))
        .for('update');
      const earlier = await refundByKey(tx, input.idempotencyKey);
      if (earlier) return earlier;
      if (!intent || intent.status !== 'succeeded') {
        throw new ProviderError('The test payment has not succeeded, so it cannot be refunded.');
      }
      const done = await tx
        .select({ amountCents: simulatedRefunds.amountCents })
        .from(simulatedRefunds)
        .where(eq(simulatedRefunds.intentId, intent.id));
      const refunded = done.reduce((sum, row) => sum + row.amountCents, 0);
      if (input.amountCents <= 0 || refunded + input.amountCents > intent.amountCents) {
        throw new ProviderError('The refund is larger than what is left of the test payment.');
      }
      // Should the lock not have held them apart (an intent with no row to lock), the key's unique
      // index does: the second insert does nothing and both read the one refund.
      await tx
        .insert(simulatedRefunds)
        .values({
          id: `sim_re_${randomBytes(12).toString('hex')}`,
          idempotencyKey: input.idempotencyKey,
          intentId: intent.id,
          amountCents: input.amountCents,
        })
        .onConflictDoNothing({ target: simulatedRefunds.idempotencyKey });
      return (await refundByKey(tx, input.idempotencyKey))!;
    });
  }

  async listRefunds(intentId: string): Promise<ReportedRefund[]> {
    const rows = await this.db
      .select()
      .from(simulatedRefunds)
      .where(eq(simulatedRefunds.intentId, intentId))
      .orderBy(asc(simulatedRefunds.createdAt));
    return rows.map((row) => ({
      id: row.id,
      amountCents: row.amountCents,
      status: 'succeeded',
      key: row.idempotencyKey,
    }));
  }

  /** The intent behind a client secret, or null when the secret is not exactly its secret. */
  async findByClientSecret(clientSecret: string): Promise<ProviderIntent | null> {
    const id = intentIdFromClientSecret(clientSecret);
    if (!id) return null;
    const intent = await this.retrieveIntent(id);
    return intent && sameSecret(intent.clientSecret, clientSecret) ? intent : null;
  }

  /** Charges the test card: the intent succeeds once, or keeps the reason it was declined. */
  async confirmCard(
    intent: ProviderIntent,
    card: CardInput,
  ): Promise<CardOutcome & { intent: ProviderIntent }> {
    // Already succeeded (a double click, or a retry after a lost answer): the same success again.
    if (intent.status === 'succeeded') return { ok: true, last4: '', intent };
    const outcome = simulateCardOutcome(card);
    if (!outcome.ok) {
      await this.db
        .update(simulatedPaymentIntents)
        .set({ lastError: outcome.message })
        .where(eq(simulatedPaymentIntents.id, intent.id));
      return { ...outcome, intent };
    }
    const [row] = await this.db
      .update(simulatedPaymentIntents)
      .set({
        status: 'succeeded',
        succeededAt: new Date(),
        cardLast4: outcome.last4,
        lastError: null,
      })
      .where(
        and(
          eq(simulatedPaymentIntents.id, intent.id),
          eq(simulatedPaymentIntents.status, 'requires_payment_method'),
        ),
      )
      .returning();
    if (row) return { ...outcome, intent: toProviderIntent(row) };
    const current = await this.retrieveIntent(intent.id);
    if (current?.status === 'succeeded') return { ok: true, last4: outcome.last4, intent: current };
    return { ok: false, statusCode: 400, message: simulatedCardMessages.alreadyPaid, intent };
  }
}
