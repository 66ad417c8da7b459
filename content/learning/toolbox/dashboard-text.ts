import type { ToolboxDashboardText } from './types';

export const toolboxDashboardText: ToolboxDashboardText = {
  title: 'AI Toolbox Dashboard',
  subtitle: 'Your complete AI business automation suite',
  dashboardButton: 'Dashboard',
  statSuffix: 'modules',
  tabs: { courses: 'Courses & Resources', tools: 'AI Tools & Platforms' },
  sectionMeta: (count, minutes) =>
    `${count} ${count === 1 ? 'module' : 'modules'} · ${minutes} min`,
  toolsHeading: 'Recommended AI Tools & Platforms',
  toolsIntro:
    'The tools we would set up first for a small business or a new agency, grouped by the job they do. Start with one per category; most have a free plan or trial long enough to test on a real task.',
  pricesNote:
    'Prices are the vendors’ published list prices as of 2026, in US dollars unless marked, and ratings are our editorial scores for small businesses. AI tools change plans often: check the vendor’s pricing page before you buy or quote a client.',
  start: 'Start',
  completed: 'Completed',
  markComplete: 'Mark complete',
  markedComplete: 'Lesson completed',
  completeAndContinue: 'Complete and continue',
  continueToNext: 'Continue',
  upNext: (lessonTitle) => `Up next: ${lessonTitle}`,
  upNextTrack: (trackTitle, lessonTitle) => `Up next, the ${trackTitle} track: ${lessonTitle}`,
  allTracksDone: 'This is the last lesson of the four tracks.',
  backToDashboard: 'Back to AI Toolbox',
  visit: 'Visit',
  visitLabel: (toolName) => `Visit ${toolName} (opens in a new tab)`,
  ratingLabel: (rating) => `Rated ${rating.toFixed(1)} out of 5`,
  outcomeHeading: 'After this lesson you can',
  takeawaysHeading: 'Key takeaways',
  actionItemsHeading: 'Do this week',
  resourcesHeading: 'Resources',
  download: 'Download',
};
