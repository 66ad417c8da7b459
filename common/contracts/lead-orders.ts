import { z } from './zod';
import { catalogue, isLeadQuantity, leadOrderProduct } from '../catalogue';
import { Email, isOneLine } from './accounts';
import { leadFieldLimits, leadOrderMessages, leadRefundCentsPerLead } from '../lead-order-rules';
import { formatCount } from '../format-number';

// Business lead orders (the catalogue's leadOrderProduct): what the customer sends, what they see
// of their orders, and the operator console's calls. Each schema is a route's validation and the
// TypeScript type of the same name. docs/decisions/0022-lead-orders.md explains the states.

const terms = catalogue.leadOrders;

export {
  leadFieldLimits,
  leadFileColumns,
  leadFileLimits,
  leadOrderMessages,
  leadOrderPagePath,
  leadRefundCentsPerLead,
} from '../lead-order-rules';

export const LeadFilterType = z.enum(terms.filterTypes, {
  error: leadOrderMessages.filterTypeInvalid,
});
export type LeadFilterType = z.infer<typeof LeadFilterType>;

export const LeadFilter = z.strictObject({
  type: LeadFilterType,
  value: z
    .string({ error: leadOrderMessages.filterValueRequired })
    .trim()
    .min(1, leadOrderMessages.filterValueRequired)
    .max(leadFieldLimits.filterValue, leadOrderMessages.filterValueTooLong)
    .refine(isOneLine, leadOrderMessages.filterOneLine),
});
export type LeadFilter = z.infer<typeof LeadFilter>;

export const LeadQuantity = z
  .number({ error: leadOrderMessages.quantityInvalid })
  .int(leadOrderMessages.quantityInvalid)
  .refine(isLeadQuantity, leadOrderMessages.quantityInvalid);

/**
 * BLU order details, as the form sends them and session storage keeps them.
 * totalCost (dollars, as displayed) is only checked against the server's price; userId is the
 * browser's belief and is ignored: the order belongs to the signed-in account.
 */
export const LeadOrderDetails = z.strictObject({
  customerName: z
    .string({ error: leadOrderMessages.nameRequired })
    .trim()
    .min(1, leadOrderMessages.nameRequired)
    .max(leadFieldLimits.customerName, leadOrderMessages.nameTooLong)
    .refine(isOneLine, leadOrderMessages.nameRequired),
  customerEmail: z
    .string({ error: leadOrderMessages.emailRequired.text })
    .trim()
    .min(1, leadOrderMessages.emailRequired.text)
    .pipe(Email),
  quantity: LeadQuantity,
  filters: z
    .array(LeadFilter, { error: leadOrderMessages.filterRequired.text })
    .min(1, leadOrderMessages.filterRequired.text)
    .max(terms.maxFilters, leadOrderMessages.tooManyFilters),
  totalCost: z.number().finite().min(0).max(1_000_000).optional(),
  userId: z.string().max(64).nullable().optional(),
});
export type LeadOrderDetails = z.infer<typeof LeadOrderDetails>;
export type LeadOrderDetailsInput = z.input<typeof LeadOrderDetails>;

/**
 * The order form (/blu-leads). A filter row left without a type or a value is not a filter: the
 * rows with both are the order's filters, and at least one is needed ("Filter Required").
 */
export const LeadOrderForm = LeadOrderDetails.omit({ totalCost: true, userId: true }).extend({
  filters: z.preprocess(
    (rows) =>
      Array.isArray(rows)
        ? rows.filter(
            (row: { type?: unknown; value?: unknown }) =>
              typeof row?.type === 'string' &&
              row.type !== '' &&
              typeof row.value === 'string' &&
              row.value.trim() !== '',
          )
        : rows,
    LeadOrderDetails.shape.filters,
  ),
});
export type LeadOrderFormInput = {
  customerName: string;
  customerEmail: string;
  quantity: number;
  filters: Array<{ type: string; value: string }>;
};
export type LeadOrderFormOutput = z.infer<typeof LeadOrderForm>;

/** The one session storage key the order details are kept under between the form and the success page. */
export const leadOrderStorageKey = 'bluOrderDetails';

/**
 * POST /api/create-payment-intent for a lead order (signed in only). The server prices the
 * order from the quantity; `amount` (dollars) is checked, never charged.
 */
export const LeadPaymentIntentBody = z.strictObject({
  email: Email,
  product: z.literal(leadOrderProduct),
  productType: z.literal(leadOrderProduct).optional(),
  amount: z.number().finite().min(0).max(1_000_000).optional(),
  orderDetails: LeadOrderDetails,
});
export type LeadPaymentIntentBody = z.infer<typeof LeadPaymentIntentBody>;

/** True for the lead-order form's body among the bodies the payment intent call accepts. */
export const isLeadPaymentIntentBody = (body: { product: string }): body is LeadPaymentIntentBody =>
  body.product === leadOrderProduct;

/** standard: paid per 250; included: the agency program's first 250 leads, free once per account. */
export const LeadOffer = z.enum(['standard', 'included']);
export type LeadOffer = z.infer<typeof LeadOffer>;

/**
 * A free order (the included leads) has no payment intent: clientSecret is null and the page
 * goes straight to /order-success?product=blu_leads, which calls /api/complete-blu-order-alt.
 */
export const LeadPaymentIntentReply = z.object({
  clientSecret: z.string().nullable(),
  orderId: z.string(),
  product: z.literal(leadOrderProduct),
  offer: LeadOffer,
  amountCents: z.number().int(),
  currency: z.string(),
});
export type LeadPaymentIntentReply = z.infer<typeof LeadPaymentIntentReply>;

const ProviderToken = z
  .string()
  .min(8, leadOrderMessages.orderNotFound)
  .max(255, leadOrderMessages.orderNotFound)
  .regex(/^[A-Za-z0-9_]+$/, leadOrderMessages.orderNotFound);

const OrderId = z.uuid(leadOrderMessages.orderNotFound);

/** POST /api/complete-blu-order: the success page, with the provider's payment intent id. */
export const CompleteLeadOrderBody = z.strictObject({ paymentIntentId: ProviderToken });
export type CompleteLeadOrderBody = z.infer<typeof CompleteLeadOrderBody>;

/**
 * POST /api/complete-blu-order-alt: no payment intent. Completes only an order the server already
 * knows to be free (402 otherwise, nothing changes). The order id is the one the create call
 * answered; the stored details may come along and are not used.
 */
export const CompleteFreeLeadOrderBody = z.strictObject({
  orderId: OrderId,
  orderDetails: LeadOrderDetails.optional(),
});
export type CompleteFreeLeadOrderBody = z.infer<typeof CompleteFreeLeadOrderBody>;

export const paymentStates = [
  'awaiting_payment',
  'paid',
  'refunded',
  'partially_refunded',
] as const;
export const PaymentState = z.enum(paymentStates);
export type PaymentState = z.infer<typeof PaymentState>;

export const deliveryStates = ['pending', 'processing', 'delivered', 'failed'] as const;
export const DeliveryState = z.enum(deliveryStates);
export type DeliveryState = z.infer<typeof DeliveryState>;

/**
 * What the customer's history shows as the status: the delivery state, except that an order
 * refunded in full before delivery shows as refunded.
 */
export const listedStates = [...deliveryStates, 'refunded'] as const;
export const ListedState = z.enum(listedStates);
export type ListedState = z.infer<typeof ListedState>;

/** BLU order as listed in the customer's history, with what it needs to tell the whole story. */
export const LeadOrderListed = z.object({
  id: z.string(),
  /** Last 8 characters of the id, upper-cased. */
  number: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Dollars, as the order form shows it (totalCents is the same amount in cents). */
  totalCost: z.number(),
  totalCents: z.number().int(),
  refundedCents: z.number().int(),
  status: ListedState,
  paymentStatus: PaymentState,
  deliveryStatus: DeliveryState,
  quantity: z.number().int(),
  deliveredCount: z.number().int().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  filters: z.array(LeadFilter),
  /** A delivered order's file, downloadable by its owner at GET /api/blu/orders/:orderId/file. */
  hasFile: z.boolean(),
  /** A failed order: the reason the operator gave (the same words as the customer's email). */
  failureReason: z.string().nullable(),
});
export type LeadOrderListed = z.infer<typeof LeadOrderListed>;

/** GET /api/blu/orders (signed in): the account's paid orders, newest first; never an unpaid one. */
export const LeadOrderList = z.array(LeadOrderListed);
export type LeadOrderList = z.infer<typeof LeadOrderList>;

/** POST /api/complete-blu-order(-alt): emailSent is true once the team has been notified of the order. */
export const CompleteLeadOrderReply = z.object({
  success: z.boolean(),
  emailSent: z.boolean(),
  order: LeadOrderListed.nullable(),
});
export type CompleteLeadOrderReply = z.infer<typeof CompleteLeadOrderReply>;

/**
 * GET /api/blu/allowance (signed in): whether this account's next order of the included quantity
 * costs $0 (the agency program's included leads, once per account), so the form shows that price.
 */
export const LeadAllowance = z.object({
  includedAvailable: z.boolean(),
  includedQuantity: z.number().int(),
});
export type LeadAllowance = z.infer<typeof LeadAllowance>;

export const LeadOrderParams = z.strictObject({ orderId: OrderId });
export type LeadOrderParams = z.infer<typeof LeadOrderParams>;

export const LeadRefund = z.object({
  id: z.string(),
  at: z.string(),
  amountCents: z.number().int(),
  reason: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
});
export type LeadRefund = z.infer<typeof LeadRefund>;

/**
 * A change of the order as its customer sees it: payment, delivery and refunds, with when and
 * the note the customer is meant to read. The team's own notes, and who acted, stay in the console.
 */
export const CustomerLeadEvent = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(['payment', 'delivery', 'refund']),
  to: z.string().nullable(),
  note: z.string().nullable(),
});
export type CustomerLeadEvent = z.infer<typeof CustomerLeadEvent>;

/** How the order was paid, as its receipt says. */
export const LeadPaymentMethod = z.enum(['card', 'test_mode', 'included']);
export type LeadPaymentMethod = z.infer<typeof LeadPaymentMethod>;

/**
 * GET /api/blu/orders/:orderId (signed in, the owner only; anyone else's order answers 404): the
 * order's own page. An order not paid yet is answered too (its owner's checkout shows what is
 * being bought), with paymentStatus awaiting_payment and no events.
 */
export const LeadOrderView = LeadOrderListed.extend({
  offer: LeadOffer,
  paymentMethod: LeadPaymentMethod,
  dueAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  fileName: z.string().nullable(),
  events: z.array(CustomerLeadEvent),
  refunds: z.array(LeadRefund),
});
export type LeadOrderView = z.infer<typeof LeadOrderView>;

// ---------------------------------------------------------------------------------------------
// Operator console: /api/operator/lead-orders… (operators only; members 404, visitors 401)
// ---------------------------------------------------------------------------------------------

export const leadEventKinds = ['payment', 'delivery', 'refund', 'note'] as const;
export const LeadEventKind = z.enum(leadEventKinds);
export type LeadEventKind = z.infer<typeof LeadEventKind>;

/** One change of an order: who (null: the system or the payment provider), when, from, to, why. */
export const LeadOrderEvent = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), username: z.string() }).nullable(),
  kind: LeadEventKind,
  from: z.string().nullable(),
  to: z.string().nullable(),
  note: z.string().nullable(),
});
export type LeadOrderEvent = z.infer<typeof LeadOrderEvent>;

/** A paid order waiting for delivery; due = paid at + the delivery promise (24 hours). */
export const OperatorQueueItem = z.object({
  id: z.string(),
  number: z.string(),
  paidAt: z.string(),
  dueAt: z.string(),
  deliveryStatus: DeliveryState,
  paymentStatus: PaymentState,
  quantity: z.number().int(),
  filters: z.array(LeadFilter),
  customerName: z.string(),
  customerEmail: z.string(),
  /** The account that ordered; null when it has been deleted. */
  userId: z.string().nullable(),
  amountCents: z.number().int(),
});
export type OperatorQueueItem = z.infer<typeof OperatorQueueItem>;

/** GET /api/operator/lead-orders: paid orders neither delivered nor failed, soonest due first. */
export const OperatorQueue = z.object({ items: z.array(OperatorQueueItem), now: z.string() });
export type OperatorQueue = z.infer<typeof OperatorQueue>;

/** GET /api/operator/lead-orders/:orderId, and the answer of every move below. */
export const OperatorLeadOrder = OperatorQueueItem.extend({
  createdAt: z.string(),
  refundedCents: z.number().int(),
  /** What can still be refunded: amount paid minus refunds made. */
  refundableCents: z.number().int(),
  deliveredCount: z.number().int().nullable(),
  deliveredAt: z.string().nullable(),
  fileName: z.string().nullable(),
  fileBytes: z.number().int().nullable(),
  failureReason: z.string().nullable(),
  provider: z.string(),
  events: z.array(LeadOrderEvent),
  refunds: z.array(LeadRefund),
});
export type OperatorLeadOrder = z.infer<typeof OperatorLeadOrder>;

/** POST /api/operator/lead-orders/:orderId/start-processing: pending -> processing. */
export const StartProcessingBody = z.strictObject({}).optional();

/**
 * The upload's refusals beyond lead-order-rules.ts: the file is read as it arrives and refused at
 * the first row past what the order allows (docs/decisions/0040-uploads-read-as-a-stream.md).
 */
export const leadFileMessages = {
  tooManyLeads: (ordered: number) =>
    `The lead file has more than the ${formatCount(ordered)} leads ordered, so nothing was delivered. Send at most ${formatCount(ordered)} leads; fewer refunds the rest.`,
  unstorable: (line: number) =>
    `Row ${line} of the lead file holds a character that cannot be stored (such as a NUL byte); the file is not a text CSV file.`,
  tooManyColumns: (max: number) => `A row of the lead file has more than ${max} columns.`,
  interrupted:
    'The upload of the lead file was cut off, so nothing was delivered. Please send it again.',
  fileNameDots: 'The file name cannot be made only of dots.',
  fileNameCharacters: 'The file name may hold letters, digits, spaces and . _ - ( )',
} as const;

/**
 * POST /api/operator/lead-orders/:orderId/deliver: the request body IS the CSV file
 * (Content-Type: text/csv, at most 10 MB; `?fileName=` optional). Its data rows are the
 * quantity delivered: more than ordered is refused, fewer refunds the rest pro rata at once.
 */
export const DeliverQuery = z.strictObject({
  fileName: z
    .string()
    .trim()
    .max(120)
    .regex(/^[\w .()-]+$/, leadFileMessages.fileNameCharacters)
    .refine((name) => !/^\.+$/.test(name), leadFileMessages.fileNameDots)
    .optional(),
});
export type DeliverQuery = z.infer<typeof DeliverQuery>;

/** POST /api/operator/lead-orders/:orderId/fail: the order fails and what was paid is refunded. */
export const FailLeadOrderBody = z.strictObject({
  reason: z
    .string({ error: leadOrderMessages.reasonRequired })
    .trim()
    .min(1, leadOrderMessages.reasonRequired)
    .max(leadFieldLimits.reason, leadOrderMessages.reasonTooLong),
});
export type FailLeadOrderBody = z.infer<typeof FailLeadOrderBody>;

/** POST /api/operator/lead-orders/:orderId/refund: amountCents omitted = all that is left. */
export const RefundLeadOrderBody = z.strictObject({
  amountCents: z
    .number({ error: leadOrderMessages.refundAmountInvalid })
    .int(leadOrderMessages.refundAmountInvalid)
    .min(1, leadOrderMessages.refundAmountInvalid)
    .max(100_000_000, leadOrderMessages.refundAmountInvalid)
    .optional(),
  reason: z.string().trim().max(leadFieldLimits.reason, leadOrderMessages.reasonTooLong).optional(),
});
export type RefundLeadOrderBody = z.infer<typeof RefundLeadOrderBody>;

/** POST /api/operator/lead-orders/:orderId/notes */
export const LeadNoteBody = z.strictObject({
  note: z
    .string({ error: leadOrderMessages.noteRequired })
    .trim()
    .min(1, leadOrderMessages.noteRequired)
    .max(leadFieldLimits.note, leadOrderMessages.noteTooLong),
});
export type LeadNoteBody = z.infer<typeof LeadNoteBody>;

/** The order number customers and operators see: the id's last 8 characters, upper-cased. */
export function leadOrderNumber(id: string): string {
  return id.slice(-8).toUpperCase();
}

/** Cents refunded at once when fewer leads are delivered than ordered, never more than is left. */
export function shortfallRefundCents(ordered: number, delivered: number, refundableCents: number) {
  const missing = Math.max(0, ordered - delivered);
  return Math.min(missing * leadRefundCentsPerLead, Math.max(0, refundableCents));
}
