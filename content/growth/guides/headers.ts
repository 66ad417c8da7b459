/**
 * What the client shows of each growth guide before its text arrives: the id, title, subtitle and
 * tab labels. The rest of each guide (content/growth/guides/*) is served by the API (decision 0031).
 */
export const guideHeaders = {
  'ai-agency-tools': {
    id: 'ai-agency-tools',
    title: 'Essential Tech + AI Agency Tools',
    subtitle: 'The small stack that runs a one- to five-person AI agency, and how to set it up.',
    tabs: { overview: 'Overview', tools: 'Tools Guide', setup: 'Setup', roi: 'ROI Analysis' },
  },
  'sales-scripts': {
    id: 'sales-scripts',
    title: 'B2B Sales Scripts and Templates',
    subtitle: 'What to write and say at each step from first email to signed proposal.',
    tabs: { overview: 'Overview', scripts: 'Scripts', followUp: 'Follow-up', metrics: 'Metrics' },
  },
  'kpi-tracker': {
    id: 'kpi-tracker',
    title: 'KPI Tracking',
    subtitle: 'Learn to read a sales dashboard and act on it, using an example agency’s figures.',
    tabs: { dashboard: 'Dashboard', pipeline: 'Pipeline', metrics: 'All Metrics', goals: 'Goals' },
  },
  'closing-techniques': {
    id: 'closing-techniques',
    title: 'Advanced Closing Techniques',
    subtitle: 'Turn good conversations into signed proposals without pressure or tricks.',
    tabs: {
      overview: 'Overview',
      techniques: 'Techniques',
      objections: 'Objections',
      psychology: 'Psychology',
    },
  },
  'social-media-strategy': {
    id: 'social-media-strategy',
    title: 'Social Media for Business Development',
    subtitle: 'Use a few posts a week to start sales conversations with the right buyers.',
    tabs: { overview: 'Overview', content: 'Content', strategy: 'Strategy', metrics: 'Metrics' },
  },
} as const;
