import type { GrowthModule, GrowthModuleId } from './types';

/** The Growth Tools hub's five modules, with their published durations and difficulty. */
export const growthModules = [
  {
    id: 'ai-agency-tools',
    title: 'Essential Tech + AI Agency Tools',
    description:
      'Choose the dozen tools that run a small AI agency, set them up in four weeks and check that they pay for themselves.',
    icon: 'Wrench',
    duration: '45 min',
    minutes: 45,
    difficulty: 'Beginner',
    topics: [
      'The four tool categories an agency needs',
      'Ratings, plans and prices of twelve tools',
      'A four-week setup roadmap',
      "Setup do's and don'ts",
      'Working out the return on your tool spend',
    ],
    path: '/growth-tools/ai-agency-tools',
  },
  {
    id: 'sales-scripts',
    title: 'B2B Sales Scripts and Templates',
    description:
      'Cold emails, call structures, demo scripts and objection answers you can send or say this week, with the numbers that tell you they work.',
    icon: 'MessageSquareText',
    duration: '60 min',
    minutes: 60,
    difficulty: 'Intermediate',
    topics: [
      'Who you are writing to and what they respond to',
      'Cold email, discovery call and demo scripts',
      'Objection handling, word for word',
      'The day 1, 4 and 10 follow-up sequence',
      'Open, reply and meeting-rate benchmarks',
    ],
    path: '/growth-tools/sales-scripts',
  },
  {
    id: 'kpi-tracker',
    title: 'KPI Tracking',
    description:
      'Read a sales dashboard the way an owner should: which numbers matter, what good looks like and what to do when a tile turns red.',
    icon: 'BarChart3',
    duration: '50 min',
    minutes: 50,
    difficulty: 'Intermediate',
    topics: [
      'The four headline numbers of a small agency',
      'Pipeline stages, values and conversion',
      'Reading green, yellow and red against target',
      'Setting goals you can actually hit',
      'A weekly 20-minute review routine',
    ],
    path: '/growth-tools/kpi-tracker',
  },
  {
    id: 'closing-techniques',
    title: 'Advanced Closing Techniques',
    description:
      'Five closes, the objections that stall deals and the buying psychology behind both, so proposals turn into signed work.',
    icon: 'Handshake',
    duration: '55 min',
    minutes: 55,
    difficulty: 'Advanced',
    topics: [
      'Consultative and value-based closes',
      'Urgency, risk reversal and assumption closes',
      'Answering the four objections that stall deals',
      'Loss aversion, social proof, authority and consistency',
      'Reading the signals that a buyer is ready',
    ],
    path: '/growth-tools/closing-techniques',
  },
  {
    id: 'social-media-strategy',
    title: 'Social Media for Business Development',
    description:
      'Use LinkedIn and a second platform to start sales conversations: a weekly calendar, post templates, lead magnets and the numbers to watch.',
    icon: 'Share2',
    duration: '40 min',
    minutes: 40,
    difficulty: 'Beginner',
    topics: [
      'Where your buyers are: LinkedIn, X and industry forums',
      'A Monday-to-Friday content calendar',
      'Four post templates and four lead magnets',
      'From comment to conversation: a 3-step outreach sequence',
      'Tracking reach, engagement and lead quality',
    ],
    path: '/growth-tools/social-media-strategy',
  },
] as const satisfies readonly GrowthModule[];

export function growthModuleById(id: string): GrowthModule | undefined {
  return growthModules.find((module) => module.id === id);
}

export type { GrowthModuleId };
