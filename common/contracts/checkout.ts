import { z } from './zod';
import { productKeys } from '../catalogue';
import { checkoutProducts, isCheckoutProduct } from '../pricing';
import { Email } from './accounts';
import { LeadPaymentIntentBody, LeadPaymentIntentReply } from './lead-orders';

/** Messages the server answers with; the client shows them as they are. */
export const checkoutMessages = {
  invalidPromo: 'Invalid Promo Code',
  promoAlreadyUsed: 'This promo code has already been used with this email for this product.',
  amountMismatch:
    'The amount does not match the price of this product. Please reload the page and try again.',
  notUpgradeable:
    'The upgrade price is for AI Toolbox owners. Sign in, or use the email and order of your toolbox purchase.',
  paymentNotFound: 'We could not find this payment.',
  paymentAlreadyCompleted: 'This payment has already been completed.',
  providerUnavailable: 'We could not reach the payment provider. Please try again in a moment.',
  simulatedOnly: 'Test payments are turned off: this site takes real card payments.',
  stripeOnly: 'Stripe payments are not configured on this server.',
  missingSignature: 'Missing Stripe-Signature header.',
  badSignature: 'The webhook signature could not be verified.',
  accessNeedsEmail: 'Please provide the email address you used at checkout.',
  emailRequired: 'Please enter your email address to continue',
} as const;

export const alreadyOwnedMessage = (productName: string) =>
  `You already have access to the ${productName}.`;

export const orderStatuses = [
  'awaiting_payment',
  'paid',
  'pending',
  'processing',
  'delivered',
  'failed',
  'refunded',
  'partially_refunded',
] as const;
export const OrderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const paymentProviders = ['stripe', 'simulated'] as const;
export const PaymentProviderName = z.enum(paymentProviders);
export type PaymentProviderName = z.infer<typeof PaymentProviderName>;

export const CheckoutProduct = z.enum(checkoutProducts);
export const ProductKey = z.enum(productKeys);
export const PriceOffer = z.enum(['standard', 'upgrade']);

const OrderId = z.uuid('Unknown order');
const PromoCode = z.string().trim().min(1, checkoutMessages.invalidPromo).max(64);
// Stripe ids are letters, digits and underscores (pi_..., pi_..._secret_...); so are the simulated ones.
const ProviderToken = z
  .string()
  .min(8, checkoutMessages.paymentNotFound)
  .max(255, checkoutMessages.paymentNotFound)
  .regex(/^[A-Za-z0-9_]+$/, checkoutMessages.paymentNotFound);

/** GET /api/checkout/config: which payment form the checkout shows. */
export const CheckoutConfig = z.object({
  provider: PaymentProviderName,
  /** Stripe's publishable key in stripe mode; null in the simulated test mode. */
  publishableKey: z.string().nullable(),
  currency: z.string(),
});
export type CheckoutConfig = z.infer<typeof CheckoutConfig>;

/**
 * POST /api/create-payment-intent. The price comes from the server's catalogue; `amount`
 * (dollars, as displayed) is optional and only checked, never charged.
 */
export const CreatePaymentIntentBody = z.strictObject({
  email: Email,
  product: CheckoutProduct,
  amount: z.number().finite().min(0).max(1_000_000).optional(),
  /** Proof of toolbox ownership for a signed-out upgrade: the toolbox order bought with `email`. */
  upgradeFromOrderId: OrderId.optional(),
  /**
   * The open order this browser was handed earlier for the same terms: a signed-out buyer gets
   * that order and its intent again only by showing it.
   */
  openOrderId: OrderId.optional(),
});
export type CreatePaymentIntentBody = z.infer<typeof CreatePaymentIntentBody>;

/** The checkout's email step: required first, then the same Email rule the server applies. */
export const CheckoutEmailForm = z.object({
  email: z.string().trim().min(1, checkoutMessages.emailRequired).pipe(Email),
});
export type CheckoutEmailForm = z.input<typeof CheckoutEmailForm>;

export const CreatePaymentIntentReply = z.object({
  clientSecret: z.string(),
  orderId: z.string(),
  product: CheckoutProduct,
  offer: PriceOffer,
  amountCents: z.number().int(),
  currency: z.string(),
});
export type CreatePaymentIntentReply = z.infer<typeof CreatePaymentIntentReply>;

/**
 * Everything POST /api/create-payment-intent accepts: the checkout's body, or a product's own
 * (lead orders carry their order details); the product's catalogue entry decides who opens it.
 */
export const PaymentIntentBody = z.discriminatedUnion('product', [
  CreatePaymentIntentBody,
  LeadPaymentIntentBody,
]);
export type PaymentIntentBody = z.infer<typeof PaymentIntentBody>;
export const PaymentIntentReply = z.union([CreatePaymentIntentReply, LeadPaymentIntentReply]);
export type PaymentIntentReply = z.infer<typeof PaymentIntentReply>;

/** True for a body of a product sold through /checkout (toolbox or agency). */
export const isCheckoutPaymentBody = (body: PaymentIntentBody): body is CreatePaymentIntentBody =>
  isCheckoutProduct(body.product);

/** GET /api/checkout/payment?clientSecret=…: the order behind a client secret (checkout step 2 after a reload). */
export const PaymentSummaryQuery = z.object({ clientSecret: ProviderToken });
export const PaymentSummary = z.object({
  orderId: z.string(),
  product: ProductKey,
  offer: PriceOffer,
  amountCents: z.number().int(),
  currency: z.string(),
  email: z.string(),
  status: OrderStatus,
});
export type PaymentSummary = z.infer<typeof PaymentSummary>;

/**
 * POST /api/checkout/validate-promo: the Apply button. With the order's email the server also
 * says whether that mailbox has had its one free redemption of the product.
 */
export const ValidatePromoBody = z.strictObject({
  product: CheckoutProduct,
  promoCode: PromoCode,
  email: Email.optional(),
});
export type ValidatePromoBody = z.infer<typeof ValidatePromoBody>;
/** The checkout's promo box: the code only (the product and the order's email come with it). */
export const PromoCodeForm = z.object({ promoCode: PromoCode });
export type PromoCodeForm = z.input<typeof PromoCodeForm>;

export const ValidatePromoReply = z.object({
  discountCents: z.number().int(),
  totalCents: z.number().int(),
});
export type ValidatePromoReply = z.infer<typeof ValidatePromoReply>;

/** POST /api/checkout/free-order: "Complete Free Order"; the server checks the code again. */
export const FreeOrderBody = z.strictObject({
  email: Email,
  product: CheckoutProduct,
  promoCode: PromoCode,
});
export type FreeOrderBody = z.infer<typeof FreeOrderBody>;

/** What a buyer may know about their own order: enough for the success and access pages. */
export const OrderReceipt = z.object({
  orderId: z.string(),
  product: ProductKey,
  email: z.string(),
  status: OrderStatus,
  amountCents: z.number().int(),
  /** The order belongs to the account signed in now; otherwise it waits to be claimed. */
  isYours: z.boolean(),
});
export type OrderReceipt = z.infer<typeof OrderReceipt>;

/** POST /api/checkout/confirm: the success page asks the server, which asks the provider. */
export const ConfirmPaymentBody = z.strictObject({ paymentIntentId: ProviderToken });
export type ConfirmPaymentBody = z.infer<typeof ConfirmPaymentBody>;

/**
 * POST /api/checkout/receipt: the success page's question "is this my paid order?". It shows its
 * proof: the payment intent with its client secret (what the provider's return address carries),
 * the intent alone when the order is the signed-in account's, or a free order's id with its
 * email. Anything else is answered 404, and the page says what to do instead of congratulating.
 */
export const ReceiptProofBody = z.union([
  z.strictObject({ paymentIntentId: ProviderToken, clientSecret: ProviderToken.optional() }),
  z.strictObject({ orderId: OrderId, email: Email }),
]);
export type ReceiptProofBody = z.infer<typeof ReceiptProofBody>;

/** POST /api/payments/simulated/confirm: the test-mode card form. */
export const SimulatedConfirmBody = z.strictObject({
  clientSecret: ProviderToken,
  cardNumber: z.string().max(32),
  expiry: z.string().max(16),
  cvc: z.string().max(8),
});
export type SimulatedConfirmBody = z.infer<typeof SimulatedConfirmBody>;
export const SimulatedConfirmReply = z.object({
  paymentIntentId: z.string(),
  status: z.literal('succeeded'),
});
export type SimulatedConfirmReply = z.infer<typeof SimulatedConfirmReply>;

/** GET /api/ai-toolbox-access?email=…&order=…: answers only for an order the visitor can prove. */
export const ToolboxAccessQuery = z.object({
  email: Email.optional(),
  order: OrderId.optional(),
});
export type ToolboxAccessQuery = z.infer<typeof ToolboxAccessQuery>;
export const ToolboxAccessReply = z.object({ hasAccess: z.boolean() });
export type ToolboxAccessReply = z.infer<typeof ToolboxAccessReply>;

/** Answers of the claim; a purchase made signed out joins an account only through it. */
export const claimMessages = {
  notFound: 'We could not find a completed purchase with this order and email address.',
  claimedByOther: 'This purchase has already been added to another account.',
} as const;

/**
 * POST /api/orders/:orderId/claim (signed in): the buyer's proof, the order id with the email it
 * was bought with (what the success page and the receipt's link hold), attaches a purchase made
 * signed out to the account signed in now.
 */
export const ClaimOrderParams = z.strictObject({ orderId: z.uuid(claimMessages.notFound) });
export const ClaimOrderBody = z.strictObject({ email: Email });
export type ClaimOrderBody = z.infer<typeof ClaimOrderBody>;
export const ClaimOrderReply = z.object({ orderId: z.string(), product: ProductKey });
export type ClaimOrderReply = z.infer<typeof ClaimOrderReply>;

export const WebhookReply = z.object({ received: z.boolean() });
