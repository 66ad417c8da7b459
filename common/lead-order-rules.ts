import { catalogue, formatUsd } from './catalogue';

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
  fileNoHeader: (columns: readonly string[]) =>
    `The first row of the lead file must be its header, with the columns ${columns.join(', ')}.`,
  fileNoRows: 'The lead file has a header but no leads.',
  fileRowWidth: (line: number) =>
    `Row ${line} of the lead file has a different number of columns from the header.`,
  fileBadEmails: (rows: readonly { line: number; empty: boolean }[]) => {
    const named = rows
      .slice(0, 10)
      .map(({ line, empty }) => (empty ? `${line} (empty)` : `${line}`));
    const more = rows.length - named.length;
    const list =
      more > 0
        ? `${named.join(', ')} and ${more} more`
        : named.length > 1
          ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`
          : named.join('');
    return rows.length === 1
      ? `Row ${list} of the lead file does not have a valid email address in the Email column.`
      : `Rows ${list} of the lead file do not have a valid email address in the Email column.`;
  },
  fileTooManyRows: (rows: number, ordered: number) =>
    `The lead file has ${rows} leads but only ${ordered} were ordered.`,
  providerUnavailable: 'We could not reach the payment provider. Please try again in a moment.',
} as const;

/** The delivered file: at most this many bytes, and these columns in its header (any order, any case). */
export const leadFileLimits = {
  maxBytes: 10 * 1024 * 1024,
  requiredColumns: ['Company Name', 'Contact Name', 'Email', 'Phone'],
  contentType: 'text/csv',
} as const;

/** A shortfall (fewer leads delivered than ordered) is refunded at this rate, at once. */
export const leadRefundCentsPerLead = terms.centsPer250 / terms.blockSize;

export const leadFieldLimits = { customerName: 120, filterValue: 200, reason: 500, note: 2000 };
