import { deliveryStates, LeadFilter, paymentStates, RefundLeadOrderBody } from './lead-orders';
import { z } from './zod';

// The operator console's lists: free-guide sign-ups, purchases (toolbox and agency orders) and
// lead orders. Each is a keyset-paged list with filters (GET /api/operator/lists/<list>) and the
// same filters as a CSV download (GET /api/operator/lists/<list>/export.csv).

export const operatorListPageSize = { default: 50, max: 100 } as const;

export const operatorListMessages = {
  limitInvalid: `Limit must be a whole number from 1 to ${operatorListPageSize.max}`,
  cursorInvalid: 'This list has changed: load it again from the start',
  fromInvalid: 'From must be a date and time (ISO 8601 with an offset)',
  toInvalid: 'To must be a date and time (ISO 8601 with an offset)',
  rangeInvalid: 'The start of the date range must come before its end',
  searchTooLong: 'Search must be at most 200 characters',
  searchInvalid: 'Search must be one line of text',
  productInvalid: 'Product must be toolbox or agency',
  statusInvalid: 'Unknown status',
  paymentInvalid: 'Unknown payment state',
} as const;

/** Products sold through checkout (the lead orders have their own list). */
export const purchaseProducts = ['toolbox', 'agency'] as const;
export type PurchaseProduct = (typeof purchaseProducts)[number];

/** A purchase's payment state, as the console filters it. */
export const purchaseStatuses = ['awaiting_payment', 'paid', 'refunded'] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];

const Instant = (message: string) => z.iso.datetime({ offset: true, error: message });

/** Every list's filters: a date range on creation (from inclusive, to exclusive) and a search. */
const listFilters = {
  from: Instant(operatorListMessages.fromInvalid).optional(),
  to: Instant(operatorListMessages.toInvalid).optional(),
  search: z
    .string()
    .trim()
    .max(200, operatorListMessages.searchTooLong)
    .refine((value) => !/[\u0000-\u001f]/.test(value), operatorListMessages.searchInvalid)
    .optional(),
};

const paging = {
  limit: z.coerce
    .number({ error: operatorListMessages.limitInvalid })
    .int(operatorListMessages.limitInvalid)
    .min(1, operatorListMessages.limitInvalid)
    .max(operatorListPageSize.max, operatorListMessages.limitInvalid)
    .optional(),
  cursor: z.string().max(200, operatorListMessages.cursorInvalid).optional(),
};

const rangeInOrder = <T extends { from?: string; to?: string }>(query: T) =>
  !query.from || !query.to || new Date(query.from) < new Date(query.to);
const rangeIssue = { message: operatorListMessages.rangeInvalid, path: ['to'] };

/** GET /api/operator/lists/guide-signups: search matches the email or the first name. */
export const GuideSignupFilters = z.strictObject(listFilters).refine(rangeInOrder, rangeIssue);
export type GuideSignupFilters = z.infer<typeof GuideSignupFilters>;
export const GuideSignupListQuery = z
  .strictObject({ ...listFilters, ...paging })
  .refine(rangeInOrder, rangeIssue);
export type GuideSignupListQuery = z.infer<typeof GuideSignupListQuery>;

export const GuideSignupRow = z.object({
  id: z.string(),
  firstName: z.string(),
  email: z.string(),
  phone: z.string(),
  source: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GuideSignupRow = z.infer<typeof GuideSignupRow>;

export const GuideSignupPage = z.object({
  items: z.array(GuideSignupRow),
  nextCursor: z.string().nullable(),
});
export type GuideSignupPage = z.infer<typeof GuideSignupPage>;

const purchaseFilters = {
  ...listFilters,
  product: z.enum(purchaseProducts, { error: operatorListMessages.productInvalid }).optional(),
  status: z.enum(purchaseStatuses, { error: operatorListMessages.statusInvalid }).optional(),
};

/** GET /api/operator/lists/purchases: toolbox and agency orders; search matches the email. */
export const PurchaseFilters = z.strictObject(purchaseFilters).refine(rangeInOrder, rangeIssue);
export type PurchaseFilters = z.infer<typeof PurchaseFilters>;
export const PurchaseListQuery = z
  .strictObject({ ...purchaseFilters, ...paging })
  .refine(rangeInOrder, rangeIssue);
export type PurchaseListQuery = z.infer<typeof PurchaseListQuery>;

export const PurchaseRow = z.object({
  id: z.string(),
  product: z.enum(purchaseProducts),
  offer: z.string(),
  amountCents: z.number(),
  currency: z.string(),
  email: z.string(),
  /** The account it belongs to; null when bought signed out and not claimed yet. */
  username: z.string().nullable(),
  status: z.string(),
  provider: z.string(),
  promoCode: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type PurchaseRow = z.infer<typeof PurchaseRow>;

export const PurchasePage = z.object({
  items: z.array(PurchaseRow),
  nextCursor: z.string().nullable(),
});
export type PurchasePage = z.infer<typeof PurchasePage>;

const leadOrderFilters = {
  ...listFilters,
  status: z.enum(deliveryStates, { error: operatorListMessages.statusInvalid }).optional(),
  payment: z.enum(paymentStates, { error: operatorListMessages.paymentInvalid }).optional(),
};

/**
 * GET /api/operator/lists/lead-orders: every paid lead order, newest first, with its delivery
 * state (status) and payment state (payment); search matches the email or the customer's name.
 */
export const LeadOrderListFilters = z
  .strictObject(leadOrderFilters)
  .refine(rangeInOrder, rangeIssue);
export type LeadOrderListFilters = z.infer<typeof LeadOrderListFilters>;
export const LeadOrderListQuery = z
  .strictObject({ ...leadOrderFilters, ...paging })
  .refine(rangeInOrder, rangeIssue);
export type LeadOrderListQuery = z.infer<typeof LeadOrderListQuery>;

export const LeadOrderRow = z.object({
  id: z.string(),
  number: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  dueAt: z.string(),
  deliveryStatus: z.enum(deliveryStates),
  paymentStatus: z.string(),
  quantity: z.number().int(),
  deliveredCount: z.number().int().nullable(),
  deliveredAt: z.string().nullable(),
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  filters: z.array(LeadFilter),
  failureReason: z.string().nullable(),
});
export type LeadOrderRow = z.infer<typeof LeadOrderRow>;

export const LeadOrderRowPage = z.object({
  items: z.array(LeadOrderRow),
  nextCursor: z.string().nullable(),
});
export type LeadOrderRowPage = z.infer<typeof LeadOrderRowPage>;

export const refundFormMessages = {
  amountInvalid:
    'Enter an amount in dollars, such as 12.50, or leave it empty to refund all that is left',
} as const;

/**
 * The console's refund form: dollars as typed (empty: all that is left), sent as the lead order
 * refund call's cents (POST /api/operator/lead-orders/:orderId/refund).
 */
export const RefundForm = z
  .object({
    amount: z
      .string()
      .trim()
      .regex(/^(\d{1,7}(\.\d{1,2})?)?$/, refundFormMessages.amountInvalid)
      .refine((amount) => amount === '' || Number(amount) > 0, refundFormMessages.amountInvalid),
    reason: z.string(),
  })
  .transform(({ amount, reason }) => ({
    ...(amount ? { amountCents: Math.round(Number(amount) * 100) } : {}),
    ...(reason.trim() ? { reason: reason.trim() } : {}),
  }))
  .pipe(RefundLeadOrderBody);
export type RefundForm = z.input<typeof RefundForm>;

/** How many days the console's sales chart shows: today and the 29 before it. */
export const dailyFigureDays = 30;

/** One day of the console's sales chart, on the operator's calendar (their time zone). */
export const DailyFigure = z.object({
  day: z.string(),
  /** Orders paid that day (free ones too: a promo or the included allowance). */
  orders: z.number().int(),
  /** What those orders charged, in cents, before any refund. */
  revenueCents: z.number().int(),
  /** Refunds that succeeded that day, in cents, whichever day their order was paid. */
  refundsCents: z.number().int(),
});
export type DailyFigure = z.infer<typeof DailyFigure>;

/** GET /api/operator/figures/daily: the last 30 days, oldest first, in the viewer's time zone. */
export const DailyFigures = z.object({
  timeZone: z.string(),
  days: z.array(DailyFigure),
});
export type DailyFigures = z.infer<typeof DailyFigures>;
