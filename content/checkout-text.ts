import { brand } from '../common/brand';
import { catalogue, formatUsd, type ProductKey } from '../common/catalogue';
import { appText } from './app-text';

// Text of the checkout, the order success page and the access page. Prices and promises come
// from the catalogue.

const openDashboard = { label: 'Open the AI Toolbox Dashboard', to: '/ai-toolbox/dashboard' };
const exploreGrowthTools = { label: 'Explore Growth Tools', to: '/growth-tools' };

const upgradePrice = formatUsd(catalogue.upgrade.priceCents);
const upgradeSaving = formatUsd(catalogue.upgrade.savingsCents);

export const checkoutText = {
  pageTitle: 'Secure Checkout',
  /**
   * Back to the page that sells what is being bought (docs/decisions/0030-open-points-settled.md).
   */
  backLinks: {
    toolbox: { label: 'Back to AI Toolbox', to: '/ai-toolbox' },
    agency: { label: `Back to the ${catalogue.agency.shortName}`, to: '/agency-landing' },
    blu_leads: { label: 'Back to Business Leads', to: '/blu-leads' },
  } satisfies Record<ProductKey, { label: string; to: string }>,
  emailStep: {
    title: 'Where should we send your access?',
    label: 'Email address',
    placeholder: 'you@example.com',
    help: 'Your receipt and your access link go to this address.',
    submit: 'Continue to Payment',
  },
  /** A signed-in buyer who already has what this page sells: said before any form. */
  owned: {
    body: 'Nothing to pay: it is already in your account.',
    links: {
      toolbox: { label: 'Open your AI Toolbox', to: '/ai-toolbox/dashboard' },
      agency: { label: 'Open your CRM', to: '/crm' },
    },
  },
  /** The title of the toast that refuses the email step; its sentence is the contract's. */
  emailRequired: 'Email Required',
  summary: {
    title: 'Order Summary',
    regularPrice: appText.regularPrice,
    specialPrice: 'Special price',
    upgradePrice: 'Upgrade price for AI Toolbox owners',
    promo: 'Promo code',
    total: 'Total',
    oneTime: catalogue.toolbox.paymentTerms,
    for: 'Receipt to',
  },
  promo: {
    label: 'Promo code',
    placeholder: 'Enter promo code',
    apply: 'Apply',
    applied: 'Applied',
    remove: 'Remove code',
    invalid: {
      title: 'Invalid Promo Code',
      description: 'Please check your promo code and try again.',
    },
    success: { title: 'Promo Code Applied', description: 'Your order is now free.' },
  },
  pay: {
    label: (amount: string) => `Pay ${amount}`,
    processing: 'Processing...',
    free: 'Complete Free Order',
  },
  payment: {
    title: 'Payment',
    loading: 'Preparing secure payment...',
    secureNote: 'Card details go straight to Stripe; they never touch our servers.',
  },
  testMode: {
    badge: 'TEST MODE',
    title: 'Test mode: No real money moves.',
    body: 'This checkout is not connected to a card processor.',
    /** Beside the card fields only, where a card is asked for: each card number, then its note. */
    cards: [
      {
        number: '4242 4242 4242 4242',
        note: 'pays, with any future expiry date and any 3-digit CVC.',
      },
      { number: '4000 0000 0000 0002', note: 'shows a declined card.' },
    ],
    cardsTitle: 'Test cards:',
  },
  card: {
    number: 'Card number',
    numberPlaceholder: '4242 4242 4242 4242',
    expiry: 'Expiry (MM / YY)',
    expiryPlaceholder: 'MM / YY',
    cvc: 'CVC',
    cvcPlaceholder: '123',
  },
  errors: {
    initFailed: { title: 'Error', description: 'Failed to initialize payment. Please try again.' },
    paymentFailed: 'Payment Failed',
    /** Beside the card fields after a refused payment, until the next try: the reason follows. */
    paymentFailedInline: 'Payment failed:',
    paymentFailedFallback: 'Your payment could not be completed. Please try again.',
    freeOrderFailed: { title: 'Error', description: 'Your free order could not be completed.' },
  },
  guarantee: catalogue.guarantee.summary,
  instantAccess: catalogue.guarantee.instantAccessLabel,
} as const;

export const orderSuccessText = {
  dashboardLink: { label: 'Go to Dashboard', to: '/' },
  /** The way back for a visitor who is signed out: there is no dashboard to go to yet. */
  homeLink: { label: 'Back to Home', to: '/' },
  status: {
    confirming: 'Confirming your payment...',
    paid: 'Payment confirmed. A receipt is on its way to your inbox.',
    free: 'Order complete. A receipt is on its way to your inbox.',
    waiting:
      'Your payment is still being confirmed. Your access appears as soon as it is; the receipt email has the link.',
    refunded: 'This order has been refunded.',
    unknown:
      'We could not find this payment. If you were charged, please contact support and we will sort it out.',
  },
  accessLink: 'View your access',
  /** The address shows no purchase the server can confirm as this visitor's. */
  none: {
    title: 'No purchase to show here',
    body: 'This page confirms a purchase right after paying. We could not find a paid order that belongs to this visit.',
    steps: [
      'Paid already? The receipt email has a link that opens your purchase.',
      'Bought while signed in? Sign in to that account: your purchase is in it.',
      'Nothing arrived after paying? Write to support and we will sort it out.',
    ],
    login: { label: 'Sign in', to: '/login' },
    support: { label: 'Contact support', href: `mailto:${brand.supportEmail}` },
  },
  toolbox: {
    title: 'Welcome to the AI Toolbox!',
    body: 'Your purchase is complete and in your account. Everything in the toolbox is ready for you now.',
    /** Paid, but in no account yet (bought signed out): the one step left. */
    toClaim:
      'Your payment went through. One step left: add the toolbox to your account below, then everything in it is ready for you.',
    links: [openDashboard, exploreGrowthTools],
    leadsButton: { label: 'Get Business Leads', to: '/blu-leads' },
    upgrade: {
      badge: `Save ${upgradeSaving}`,
      title: `Upgrade to the ${catalogue.agency.shortName}`,
      body: `As a toolbox owner you can join the ${catalogue.agency.shortName} for ${upgradePrice} instead of ${formatUsd(catalogue.agency.priceCents)}: the sales tools and CRM, scripts and templates, weekly coaching and ${catalogue.leadOrders.includedLeadsWithAgency} free leads.`,
      button: `Upgrade for ${upgradePrice}`,
      starting: 'Starting...',
    },
  },
  agency: {
    title: `Welcome to the ${catalogue.agency.shortName}!`,
    body: 'Your purchase is complete and in your account. Here is where to start building your agency.',
    toClaim: `Your payment went through. One step left: add the ${catalogue.agency.shortName} to your account below, then everything in it is ready for you.`,
    links: [
      openDashboard,
      { label: 'Start Structured Learning', to: '/structured-learning' },
      exploreGrowthTools,
      { label: 'Order Business Leads', to: '/blu-leads' },
    ],
  },
  bluLeads: {
    title: 'Thank you for your order!',
    body: `Your leads will be delivered ${catalogue.leadOrders.delivery} to the email address on your order.`,
    orderMore: { label: 'Order More Leads', to: '/blu-leads' },
    offersTitle: 'Grow faster with our programs',
    buy: (price: string) => `Get it for ${price}`,
  },
  startPurchaseFailed: {
    title: 'Error',
    description: 'Failed to start purchase process. Please try again.',
  },
} as const;

export const accessText = {
  loading: 'Checking your access...',
  granted: {
    title: 'Welcome to your AI Toolbox!',
    body: 'Your access is active. Here is what is waiting for you and how to get going.',
    tiles: [
      {
        icon: 'MessageSquareText',
        title: 'Ready-to-Use Prompts',
        description: `${catalogue.claims.prompts.value} prompts and ${catalogue.claims.industryLibraries.value} industry libraries for sales, marketing and operations.`,
      },
      {
        icon: 'BookOpen',
        title: 'Step-by-Step Lessons',
        description:
          'Short written lessons that walk through each tool, from first login to first result.',
      },
      {
        icon: 'Workflow',
        title: 'Business Automation',
        description:
          'Templates that take repetitive work off your plate: follow-ups, reports, FAQs.',
      },
      {
        icon: 'FolderOpen',
        title: 'Resource Library',
        description: 'Downloads, checklists and new content every week, with lifetime updates.',
      },
    ],
    stepsTitle: 'Your next steps',
    /** The first step depends on where the purchase is: in the account, or still to be added. */
    firstStep: {
      open: {
        title: 'Open your dashboard',
        body: 'The toolbox is in your account: open the AI Toolbox dashboard and pick your first lesson.',
      },
      // Only the claim adds a purchase made signed out; signing in elsewhere does not.
      toClaimSignedOut: {
        title: 'Open your purchase',
        body: 'Under "Open your purchase in your account" above, sign in or create a free account: the toolbox is added to the account you sign in with there.',
      },
      toClaimSignedIn: {
        title: 'Add it to your account',
        body: 'Press "Add to my account" above: the toolbox joins the account you are signed in with now.',
      },
    },
    steps: [
      {
        title: 'Pick one quick win',
        body: 'Choose a single task that eats your week and use the matching prompt pack on it today.',
      },
      {
        title: 'Join the community',
        body: 'Say hello, share your first win and ask anything: members and our team answer.',
      },
    ],
    /** Paid, but in no account yet: what is left to do. */
    toClaim:
      'Your purchase is confirmed. One step left: add it to your account below, then everything here is ready for you.',
    openDashboard,
    contactSupport: 'Contact Support',
    joinCommunity: 'Join Community',
  },
  pending: {
    title: 'Processing Your Access',
    body: 'We are confirming your payment. This usually takes less than a minute; refresh this page in a moment.',
    refresh: 'Refresh Page',
  },
  /** No order number in the address: nothing to wait for, so say what works. */
  noOrder: {
    title: 'Open your purchase from your receipt',
    body: 'This link does not say which order to open, so this page cannot show a purchase, and waiting will not change that.',
    steps: [
      'Bought without signing in? Open the link in your receipt email: it carries your order number, and the page it opens lets you add the purchase to your account.',
      'Bought while signed in, or added it already? Sign in to that account: your purchase is in it.',
      'No receipt email? Check your spam folder, or write to support and we will sort it out.',
    ],
    signIn: 'Sign in',
    contactSupport: 'Contact Support',
  },
  error: { title: 'Error', description: 'Failed to verify access. Please contact support.' },
  supportHref: `mailto:${brand.supportEmail}`,
  communityHref: brand.communityUrl,
} as const;

/** The built-in test mode answers card numbers the way Stripe's test mode does. */
export const simulatedCardMessages = {
  incorrectNumber: 'Your card number is incorrect.',
  incompleteExpiry: "Your card's expiration date is incomplete.",
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  pastExpiry: "Your card's expiration date is in the past.",
  incompleteCvc: "Your card's security code is incomplete.",
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expiredCard: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  liveCard:
    'Your card was declined. Your request was in test mode, but used a non test card. Use 4242 4242 4242 4242.',
  alreadyPaid: 'This payment can no longer be completed. Please start again from the checkout.',
} as const;

/** Why a refund is on an order when it was made at the payment provider, not in the console. */
export const providerRefundReason = 'Refunded in Stripe';
