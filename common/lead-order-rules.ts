import { catalogue, formatUsd } from './catalogue';
import { leadFileLimits } from './lead-file-columns';
import { formatCount } from './format-number';

// Lead order rules and messages without zod, so a page can show them without loading the
// contracts (common/contracts/lead-orders.ts re-exports everything here).

const terms = catalogue.leadOrders;

/** The order form's refusals, the order toasts and the server's answers, shown as they are. */
export const leadOrderMessages = {
  loginRequired: { title: 'Login Required', text: 'Please log in to place an order' },
  filterRequired: {
    title: 'Filter Required',
    text: 'Please add at least one filter for your leads',
  },
  emailRequired: { title: 'Email Required', text: 'Please provide your email address' },
  paymentSetupFailed: {
    title: 'Payment Setup Failed',
    text: 'There was an error setting up payment. Please try again.',
  },
  notificationSent: {
    title: 'Order Notification Sent',
    text: 'Order notification has been sent to our team for processing.',
  },
  orderPlaced: {
    title: 'Order Successfully Placed!',
    text: `Your lead order has been processed. You will receive your leads ${terms.delivery} via email.`,
  },
  nameRequired: 'Please provide your full name',
  nameTooLong: 'Your full name can be at most 120 characters',
  quantityInvalid: `Choose one of the quantities: ${terms.quantityOptions.join(', ')} leads`,
  filterTypeInvalid: `Choose a filter type: ${terms.filterTypes.join(', ')}`,
  filterValueRequired: 'Every filter needs a value',
  filterValueTooLong: 'A filter value can be at most 200 characters',
  filterOneLine: 'A filter value must be on one line',
  tooManyFilters: `Use at most ${terms.maxFilters} filters`,
  amountMismatch:
    'The total does not match the price of this order. Please reload the page and try again.',
  orderNotFound: 'We could not find this order.',
  notFree: 'This order has not been paid. Please complete the payment first.',
  fileNotFound: 'This order has no lead file to download.',
  // Operator console
  notPaid: 'This order has not been paid.',
  alreadyPaid: 'This order has already been paid. It is in your order history.',
  alreadyClosed: 'This order is already delivered or failed; nothing was changed.',
  notPending: 'Only a pending order can be moved to processing.',
  reasonRequired: 'Please give the reason the order failed',
  reasonTooLong: 'The reason can be at most 500 characters',
  noteRequired: 'Please write a note',
  noteTooLong: 'A note can be at most 2000 characters',
  refundTooLarge: (refundableCents: number) =>
    `At most ${formatUsd(refundableCents)} of this order can still be refunded.`,
  nothingToRefund: 'Nothing of this order is left to refund.',
  refundAmountInvalid: 'The refund must be a whole number of cents above zero',
  fileNotCsv: 'Send the lead file as CSV (Content-Type: text/csv).',
  fileTooLarge: 'The lead file is larger than 10 MB.',
  fileEmpty: 'The lead file is empty.',
  fileNotText: 'The lead file is not a text CSV file.',
  fileNoHeader: (missing: readonly string[]) =>
    `The first row of the lead file must be its header, with the columns ${leadFileLimits.columns.join(', ')}. ${missing.length === 1 ? 'This column is' : 'These columns are'} missing: ${missing.join(', ')}.`,
  fileNoRows: 'The lead file has a header but no leads.',
  /**
   * Every row that cannot be delivered, each with what is wrong, so the operator fixes the file in
   * one go. The header is row 1 and blank lines are not counted, as in a spreadsheet without them.
   */
  fileRowProblems: (rows: readonly LeadRowProblem[]) => {
    const shown = rows
      .slice(0, 10)
      .map(({ line, problems }) => `Row ${line}: ${problems.join('; ')}.`);
    const more = rows.length - shown.length;
    return [
      `Nothing was delivered: ${rows.length === 1 ? '1 row' : `${formatCount(rows.length)} rows`} of the lead file ${rows.length === 1 ? 'needs' : 'need'} fixing.`,
      ...shown,
      ...(more > 0 ? [`And ${formatCount(more)} more ${more === 1 ? 'row' : 'rows'}.`] : []),
    ].join('\n');
  },
  providerUnavailable: 'We could not reach the payment provider. Please try again in a moment.',
} as const;

/** A row of a lead file that cannot be delivered: its line (the header is 1) and what is wrong. */
export type LeadRowProblem = { line: number; problems: string[] };

/** What is wrong with one cell or one row, as the upload's refusal lists it. */
export const leadRowProblems = {
  empty: (column: string) => `${column} is empty`,
  notEmail: 'Email is not an email address',
  width: (cells: number, columns: number) =>
    `it has ${cells} ${cells === 1 ? 'cell' : 'cells'} where the header has ${columns}`,
} as const;

// The lead file's columns, with no messages: the /blu-leads page shows them in its sample.
export { leadFileColumns, leadFileLimits, type LeadFileColumn } from './lead-file-columns';

/** A shortfall (fewer leads delivered than ordered) is refunded at this rate, at once. */
export const leadRefundCentsPerLead = terms.centsPer250 / terms.blockSize;

/** A lead order's own page (common/routes.ts), linked from the history, the success page and emails. */
export const leadOrderPagePath = (orderId: string) => `/blu-leads/orders/${orderId}`;

export const leadFieldLimits = { customerName: 120, filterValue: 200, reason: 500, note: 2000 };
