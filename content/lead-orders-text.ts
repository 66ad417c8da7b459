import { catalogue, formatUsd } from '../common/catalogue';
import { leadFileLimits, leadRefundCentsPerLead } from '../common/lead-order-rules';
import { bluLeadsText, leadFileRule, perBlock } from './blu-leads-text';
import { formatCount } from '../common/format-number';

// The text of ordering leads: the order form, the checkout's summary, the success page, an order's
// own page and the order history. The marketing content of /blu-leads is in blu-leads-text.ts; the
// order form's refusals and the order toasts live in common/contracts/lead-orders.ts.

const terms = catalogue.leadOrders;
const leadCount = (count: number) => `${formatCount(count)} ${count === 1 ? 'lead' : 'leads'}`;
/** What a lead costs, as the order form, the checkout and the order page say it. */
const pricePerLead = `${perBlock} (${formatUsd(leadRefundCentsPerLead)} a lead)`;

export const leadOrdersText = {
  form: {
    heading: bluLeadsText.orderHeading,
    fullName: 'Full name',
    email: 'Email for the delivery',
    quantity: 'Number of leads',
    quantityOption: (quantity: number) => `${formatCount(quantity)} leads`,
    filtersLegend: 'Filters',
    filtersHint: `One to ${terms.maxFilters} filters. Each needs a type and a value.`,
    filterType: (n: number) => `Filter ${n} type`,
    filterValue: (n: number) => `Filter ${n} value`,
    filterTypePlaceholder: 'Choose a filter',
    filterValuePlaceholder: 'e.g. Texas, Dentists, 78701',
    addFilter: 'Add Filter',
    removeFilter: (n: number) => `Remove filter ${n}`,
    remove: 'Remove',
    total: 'Total',
    includedNote: `Free: the ${terms.includedLeadsWithAgency} leads included with your ${catalogue.agency.shortName}`,
    /** An agency member who has not used the included leads yet, at another quantity. */
    includedHint: `Your ${catalogue.agency.shortName} includes one free order of exactly ${terms.includedLeadsWithAgency} leads. Choose ${terms.includedLeadsWithAgency} to use it; it is not taken off a larger order.`,
    submit: 'Continue to Payment',
    submitFree: 'Place Free Order',
    submitting: 'Processing...',
    delivery: `Delivered ${terms.delivery} to the email above and to your order history.`,
  },
  /** The checkout's summary of a lead order: what is bought, and only what the product promises. */
  checkoutSummary: {
    loading: 'Loading your order...',
    quantity: 'Leads',
    filters: 'Filters',
    pricePerLead: 'Price',
    price: pricePerLead,
    paymentTerms: catalogue.blu_leads.paymentTerms,
    promises: {
      delivery: `Delivered ${terms.delivery} to your order's page and your email`,
      refund: `Refunded in full if we cannot deliver; any leads we cannot find are refunded at ${formatUsd(leadRefundCentsPerLead)} each`,
    },
  },
  /** The success page of a lead order. */
  success: {
    orderNumber: (number: string) => `Order number ${number}`,
    viewOrder: 'View your order',
  },
  /** /blu-leads/orders/:id, the customer's page of one order. */
  order: {
    back: { label: 'Back to Business Leads', to: '/blu-leads' },
    title: (number: string) => `Lead order ${number}`,
    loading: 'Loading your order...',
    loadFailed: 'This order could not be loaded.',
    retry: 'Try again',
    notFound: {
      title: 'Order not found',
      body: 'There is no lead order with this address in your account. Your orders are listed on the Business Leads page.',
    },
    notPaid:
      'This order has not been paid, so nothing will be delivered. Place a new order from the Business Leads page whenever you are ready.',
    ordered: {
      heading: 'What you ordered',
      quantity: 'Leads',
      filters: 'Filters',
      price: 'Price',
      priceValue: pricePerLead,
      included: `Included with your ${catalogue.agency.shortName}`,
      customer: 'Delivered to',
      placed: 'Ordered',
      due: 'Promised by',
    },
    delivery: {
      heading: 'Your leads',
      pending: `We are building your list. It will be here, and in your inbox, ${terms.delivery} of payment.`,
      /** `when` is the delivery's date and time as the page writes it. */
      delivered: (count: number, ordered: number, when: string) =>
        count === ordered
          ? `All ${leadCount(count)} delivered on ${when}.`
          : `${formatCount(count)} of the ${leadCount(ordered)} you ordered delivered on ${when}. The ${formatCount(ordered - count)} we could not find were refunded.`,
      failed: 'We could not deliver this order.',
      failureReason: 'Why',
      refunded: 'This order was refunded before it was delivered.',
      download: (fileName: string) => `Download ${fileName}`,
      columns: `The file's columns: ${leadFileLimits.columns.join(', ')}. ${leadFileRule}`,
    },
    receipt: {
      heading: 'Receipt',
      number: 'Order number',
      paidAt: 'Paid',
      item: (quantity: number) => `${leadCount(quantity)}, ${perBlock}`,
      paid: 'Amount paid',
      refunded: 'Refunded',
      net: 'You paid in the end',
      method: 'Payment',
      methods: {
        card: 'Card',
        test_mode: 'Test mode (no real money moved)',
        included: `Included with your ${catalogue.agency.shortName} (no charge)`,
      },
    },
    history: {
      heading: 'What happened',
      empty: 'Nothing has happened to this order yet.',
      events: {
        'payment:paid': 'Payment received',
        'delivery:pending': 'Queued for delivery',
        'delivery:processing': 'We started building your list',
        'delivery:delivered': 'Delivered',
        'delivery:failed': 'Could not be delivered',
        'refund:partially_refunded': 'Partly refunded',
        'refund:refunded': 'Refunded in full',
      } as Record<string, string>,
      other: 'Updated',
    },
    refunds: {
      heading: 'Refunds',
      empty: 'No refunds on this order.',
      statuses: { pending: 'On its way', succeeded: 'Refunded', failed: 'Not completed' },
    },
  },
  history: {
    /** Load into tracker, on a delivered order, for accounts that can use the tracker. */
    tracker: {
      action: 'Load into tracker',
      actionLabel: (number: string) => `: order ${number}`,
      loading: 'Loading...',
      failed: 'Failed to load the lead order',
      open: 'Open the tracker',
    },
    heading: 'Your orders',
    emptyTitle: 'No orders yet',
    empty: 'Your first order will show here once it is paid.',
    loading: 'Loading your orders',
    loadFailed: 'Your orders could not be loaded.',
    retry: 'Try again',
    columns: { number: 'Order', date: 'Date', quantity: 'Leads', total: 'Total', status: 'Status' },
    orderLabel: (number: string) => `Order ${number}`,
    emailLabel: 'Email',
    filtersLabel: 'Filters',
    download: 'Download',
    downloadLabel: (number: string) => `Download the leads of order ${number}`,
    view: 'View order',
    viewLabel: (number: string) => `: order ${number}`,
    failureReason: 'Why it failed',
    delivered: (count: number) => `${formatCount(count)} delivered`,
    refunded: (amount: string) => `${amount} refunded`,
    statuses: {
      pending: 'Pending',
      processing: 'Processing',
      delivered: 'Delivered',
      failed: 'Failed',
      refunded: 'Refunded',
    },
  },
} as const;
