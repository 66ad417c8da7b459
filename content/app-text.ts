import { brand } from '../common/brand';

/** Messages the signed-in app shows. */
export const authText = {
  unauthorized: { title: 'Unauthorized', description: 'You are logged out. Logging in again...' },
  registerMissing: {
    title: 'Missing Information',
    description: 'Please fill in your username, email and password.',
  },
  passwordMismatch: {
    title: 'Password Mismatch',
    description: 'Passwords do not match. Please try again.',
  },
  passwordTooShort: {
    title: 'Password Too Short',
    description: 'Password must be at least 6 characters long.',
  },
  registerInvalid: { title: 'Check Your Details' },
  registerFailed: {
    title: 'Registration Failed',
    fallback: 'Something went wrong. Please try again.',
  },
  registerSuccess: {
    title: `Welcome to ${brand.name}!`,
    description:
      'Your account has been created successfully. Check your email for a welcome message!',
  },
  loginMissing: {
    title: 'Missing Information',
    description: 'Please enter both username and password.',
  },
  loginFailed: {
    title: 'Login Failed',
    fallback: 'Invalid username or password. Please try again.',
  },
  loginSuccess: {
    title: 'Welcome back!',
    description: 'Login successful. Redirecting to your dashboard...',
  },
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
    logout: 'Logout',
    crm: 'Your CRM',
    leads: 'Order Business Leads',
    learning: 'Start with Learning',
    growth: 'Explore Growth Tools',
  },
} as const;

export const notFoundText = {
  title: '404 Page Not Found',
  body: 'The page you are looking for does not exist or has moved.',
  home: 'Back to Home',
} as const;
