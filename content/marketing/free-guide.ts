import { brand } from '../../common/brand';
import { catalogue, type Claim } from '../../common/catalogue';
import { appText } from '../app-text';
import { freeGuideFile as freeGuide } from '../guide-file';
import type { BenefitCard, FormField } from './types';

const { toolbox, claims } = catalogue;

/** The free guide page, /ai-download. */
export const freeGuideContent = {
  backLink: { label: 'Back to Home', to: '/' },
  hero: {
    badge: 'Free guide',
    headline: freeGuide.title,
    subheadline:
      'Ten practical ways to use AI in sales, marketing and operations. Each one names the kind of tool to use and a first step you can take today.',
  },
  benefitsHeading: 'What AI can do for your business',
  benefits: [
    {
      title: 'Increase Revenue',
      description:
        'Follow up with every lead, answer questions after hours and keep customers coming back without adding staff.',
      icon: 'TrendingUp',
    },
    {
      title: 'Reduce Costs',
      description:
        'Hand routine writing, data entry and admin to AI tools that cost less per month than a single hour of outside help.',
      icon: 'PiggyBank',
    },
    {
      title: 'Save Time',
      description:
        'Turn hours of emails, notes and reports into minutes, and spend the time you get back on customers.',
      icon: 'Clock',
    },
  ] satisfies readonly BenefitCard[],
  consultation: {
    heading: 'Want help putting AI to work?',
    body: 'Book a free consultation call. Tell us how your business runs and we will point out where AI can save you the most time first. No obligation, no hard sell.',
    buttonLabel: 'Book Free AI Consultation',
    email: brand.supportEmail,
    emailSubject: 'Free AI consultation request',
    emailBody:
      'Hi, I would like to book a free AI consultation.\n\nMy business: \nWhat takes up most of our time: \nBest times to reach me: \n',
    orEmailLabel: 'Opens your email app. Or write to us at',
  },
  form: {
    heading: 'Get your free copy',
    subheading: 'Enter your details and the guide downloads straight away.',
    fields: {
      firstName: { label: 'First name', placeholder: 'Jane' },
      email: { label: 'Email', placeholder: 'jane@yourbusiness.com' },
      phone: { label: 'Phone', placeholder: '(555) 123-4567' },
    } satisfies Record<'firstName' | 'email' | 'phone', FormField>,
    submitLabel: 'Download the Free Guide',
    submittingLabel: 'Processing...',
    honeypotLabel: 'Leave this field empty',
    privacyNote: `We use your details only to send you practical AI tips from ${brand.name}. Unsubscribe at any time.`,
  },
  confirmation: {
    title: 'Download Started',
    body: `Your copy of "${freeGuide.title}" is downloading as ${freeGuide.fileName}. Pick one idea and try it this week.`,
    downloadAgainLabel: 'Download Again',
    nextStep: {
      text: `Ready for more? The ${toolbox.name} has ${claims.prompts.value} prompts to put these ideas into practice.`,
      link: { label: 'See the AI Toolbox', to: '/ai-toolbox' },
    },
  },
  toasts: {
    success: {
      title: 'Success!',
      description: "Your download is starting and we'll be in touch soon!",
    },
    error: { title: 'Error', description: appText.failureFallback },
  },
  socialProof: {
    heading: 'Trusted by business owners getting started with AI',
    stats: [claims.downloads, claims.successRate, claims.aiSupport] satisfies readonly Claim[],
  },
} as const;
