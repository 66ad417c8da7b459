/** Words every part of the app uses. */
export const appText = {
  loading: 'Loading...',
  /** A failed call whose answer carries no sentence of its own. */
  failureFallback: 'Something went wrong. Please try again.',
  close: 'Close',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  backToHome: 'Back to Home',
  logout: 'Logout',
  login: 'Login',
  /** Read before a struck-through price and the price that replaces it. */
  regularPrice: 'Regular price',
  nowPrice: ', now',
} as const;

/** Notices about the session. */
export const authText = {
  unauthorized: { title: 'Unauthorized', description: 'You are logged out. Logging in again...' },
  logoutSuccess: { title: 'Logged out successfully', description: 'See you next time!' },
  emailVerified: {
    title: 'Email verified',
    description: 'Thank you: your email address is confirmed.',
  },
  emailNotVerified: {
    title: 'Verification link expired',
    description:
      'That link is no longer valid. Sign in and we will send you a fresh one when you need it.',
  },
  emailTaken: {
    title: 'Email already confirmed',
    description:
      'Another account has already confirmed this email address, so it stays with that account. Use "Forgot password?" on the sign-in page to recover it.',
  },
} as const;

/** Redirect delays and toast timing. */
export const timing = {
  registerRedirectMs: 2000,
  loginRedirectMs: 1000,
  logoutRedirectMs: 1000,
  unauthorizedRedirectMs: 500,
  currentUserCacheMs: 300_000,
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  toastLimit: 1,
  toastSwipeThresholdPx: 50,
} as const;

export const homeText = {
  loading: 'Loading your dashboard...',
  launching: 'Launching',
  greeting: (name: string) => `Welcome back, ${name}!`,
  subtitle: 'Here is everything you need to start and grow your agency.',
  toolsHeading: 'Your tools',
  available: 'Available',
  fullAccessTitle: 'Full Access Granted',
  fullAccessBody:
    'Everything is unlocked: learning, growth tools, scripts and your CRM are ready when you are.',
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

export const notFoundText = {
  title: '404 Page Not Found',
  body: 'The page you are looking for does not exist or has moved.',
} as const;
