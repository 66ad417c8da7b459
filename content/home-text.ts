import { catalogue } from '../common/catalogue';
import { appText } from './app-text';

// The signed-in home dashboard's text: its own module, so it is not part of any page's first load.

export const homeText = {
  loading: appText.dashboardLoading,
  launching: 'Launching',
  /** Once the launch day has passed, the badge keeps the date as history. */
  launched: 'Launched',
  continueCard: {
    heading: 'Continue where you left off',
    /** Where the lesson sits: "Lesson 2 of 3". Structured modules use their own player label. */
    position: (current: number, total: number) => `Lesson ${current} of ${total}`,
    button: 'Continue',
    buttonLabel: (lessonTitle: string) => `Continue: ${lessonTitle}`,
  },
  greeting: (name: string, isFirstSignIn = false) =>
    isFirstSignIn ? `Welcome, ${name}!` : `Welcome back, ${name}!`,
  subtitle: 'Here is everything you need to start and grow your agency.',
  toolsHeading: 'Your tools',
  available: 'Available',
  locked: 'Locked',
  fullAccessTitle: 'Full Access Granted',
  /**
   * While open access is off (docs/decisions/0030-open-points-settled.md): what this account's
   * purchases unlock.
   */
  partialAccess: {
    toolbox: {
      title: `Your ${catalogue.toolbox.name} is unlocked`,
      body: `The lessons, templates and resources are yours. The growth tools, the scripts and the CRM come with the ${catalogue.agency.name}, which includes everything you have.`,
      link: { label: `See the ${catalogue.agency.name}`, to: '/agency-landing' },
    },
    none: {
      title: 'Choose what to unlock',
      body: `The ${catalogue.toolbox.name} unlocks the lessons, templates and resources. The ${catalogue.agency.name} unlocks everything, the growth tools, the scripts and the CRM included.`,
      link: { label: 'Compare the two offers', to: '/ai-toolbox' },
    },
  },
  fullAccessBody:
    'Everything is unlocked and ready when you are: the learning, the growth tools, the scripts and your CRM.',
  toolCards: [
    {
      title: 'AI Toolbox',
      to: '/ai-toolbox/dashboard',
      icon: 'Bot',
      description: 'Courses, templates and resources to put AI to work in a small business.',
      bullets: [
        '50+ AI Templates',
        'Business Automation',
        'Step-by-Step Courses',
        'Resource Library',
      ],
    },
    {
      title: 'Growth Tools',
      to: '/growth-tools',
      icon: 'TrendingUp',
      description: 'Five guided modules on tools, scripts, KPIs, closing and social selling.',
      bullets: [
        'Agency Tool Stack',
        'Sales Scripts & Templates',
        'Closing Techniques',
        'Social Media Strategy',
      ],
    },
    {
      title: 'KPI Tracking',
      to: '/kpi-tracker',
      icon: 'ChartColumn',
      description: 'Record the numbers that drive your pipeline and see them against your goals.',
      bullets: ['Prospects Contacted', 'Meetings Scheduled', 'Proposals Sent', 'Deals Closed'],
    },
    {
      title: 'Sales Scripts',
      to: '/sales-scripts',
      icon: 'FileText',
      description: 'Proven outreach, call and follow-up scripts you can copy and adapt.',
      bullets: ['Cold Outreach', 'Phone Scripts', 'Follow-up Sequences', 'Objection Handling'],
    },
    {
      title: 'Closing Tools',
      to: '/closing-tools',
      icon: 'Target',
      description: 'Techniques, objection answers and an ROI example to win the deal.',
      bullets: ['Closing Techniques', 'Objection Responses', 'ROI Calculator', 'Closing Templates'],
    },
    {
      title: 'Networking',
      to: '/networking',
      icon: 'Users',
      description: 'Strategies, events and conversation starters that turn contacts into clients.',
      bullets: ['Networking Strategies', 'Events', 'Conversation Starters', 'Follow-up Templates'],
    },
  ],
  buttons: {
    crm: 'Your CRM',
    leads: 'Order Business Leads',
    learning: 'Start with Learning',
    growth: 'Explore Growth Tools',
  },
} as const;
