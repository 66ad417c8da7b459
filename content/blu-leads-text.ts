import { catalogue, formatUsd } from '../common/catalogue';
import { leadFileLimits } from '../common/lead-file-columns';
import { formatCount } from '../common/format-number';

// The marketing content of /blu-leads (Business Leads Unlimited): the hero, how it works, the
// filter list, the sample delivery and the visitor's login prompt. What a visitor's first load
// needs, and nothing of ordering (lead-orders-text.ts).

const terms = catalogue.leadOrders;
const product = catalogue.blu_leads;
/** What leads cost, by the block: the page, the order form and the checkout say it alike. */
export const perBlock = `${formatUsd(terms.centsPer250)} per ${terms.blockSize} leads`;
/** "a, b and c" */
const listOf = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items.join('');
/** What every row of a lead file holds and what may be empty: the sample and the upload say it alike. */
export const leadFileRule = `Every lead has ${listOf(leadFileLimits.requiredColumns)}. ${listOf(leadFileLimits.optionalColumns)} are filled in where known and may be empty.`;

/** What each filter type narrows, shown in the filter list. */
const filterHelp: Record<(typeof terms.filterTypes)[number], string> = {
  'Company Name': 'One business, or a name that several share',
  'Zip Code': 'A single zip code or a list of them',
  'Area Code': 'Businesses with phone numbers in an area code',
  City: 'Every business in a city',
  State: 'A whole state, for a wider list',
  'Employee Count': 'From sole owners to 500+ staff',
  'Revenue Range': 'Annual revenue bands, e.g. $1M to $5M',
  Industry: 'Dentists, law firms, restaurants and more',
  'Sub-Industry': 'A niche inside an industry, e.g. orthodontists',
};

export const bluLeadsText = {
  backLink: { label: 'Back to home', to: '/' },
  hero: {
    badge: product.name,
    headline: 'Targeted B2B leads for your agency, ready to call',
    subheadline: `Tell us who you want to sell to. We build the list to your filters and deliver it ${terms.delivery}: ${perBlock}, from ${terms.quantityOptions[0]} to ${formatCount(terms.quantityOptions[terms.quantityOptions.length - 1])} leads an order.`,
    points: [
      perBlock,
      `Up to ${terms.maxFilters} filters an order`,
      `Delivered ${terms.delivery}`,
      `${terms.includedLeadsWithAgency} leads free with the ${catalogue.agency.shortName}`,
    ],
  },
  howItWorks: {
    heading: 'How it works',
    steps: [
      {
        title: 'Choose your leads',
        body: 'Pick a quantity and up to three filters: where, what size, which industry.',
      },
      {
        title: 'Pay securely',
        body: `Pay by card and see the total before you pay. Members of the ${catalogue.agency.shortName} get their first order of ${terms.includedLeadsWithAgency} leads free.`,
      },
      {
        title: 'Get your file',
        body: `We email you ${terms.delivery}. Download the CSV from your order's page.`,
      },
    ],
  },
  filters: {
    heading: 'Filter your leads',
    subheading: `Combine up to ${terms.maxFilters} of these in one order.`,
    items: terms.filterTypes.map((type) => ({ type, help: filterHelp[type] })),
  },
  sample: {
    heading: 'What you receive',
    subheading: 'A CSV file that opens in any spreadsheet or CRM. A sample of a delivery:',
    caption: 'Sample rows of a lead file (illustrative data)',
    rule: leadFileRule,
    requiredMark: 'always filled',
    /** Cells in the delivered file's own columns and order (common/lead-order-rules.ts). */
    rows: [
      [
        'Bright Smile Dental',
        'Maria Lopez',
        'maria@brightsmile.example',
        '(512) 555-0142',
        'Austin',
        'TX',
        'Dentists',
      ],
      [
        'Harbor Law Group',
        'James Carter',
        'jcarter@harborlaw.example',
        '(619) 555-0188',
        'San Diego',
        'CA',
        'Law Firms',
      ],
      [
        'Green Leaf Landscaping',
        'Aisha Khan',
        'aisha@greenleaf.example',
        '(303) 555-0117',
        'Denver',
        'CO',
        'Landscaping',
      ],
    ],
  },
  visitor: {
    heading: 'Log in to order leads',
    body: 'Orders belong to your account, so your lead files are waiting in your order history whenever you need them.',
    getStarted: { label: 'Get Started', to: '/register' },
    login: { label: 'Log in', to: '/login' },
    loginPrefix: 'Already have an account?',
  },
  /** The order form's heading, and the hero's link to it for a signed-in user. */
  orderHeading: 'Order your leads',
};
