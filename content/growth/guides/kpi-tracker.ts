import { guideHeaders } from './headers';
import type { KpiGuidePeriod } from './kpi-figures';
import type {
  GoalDisplay,
  GuideExercise,
  GuideSection,
  KpiHeadline,
  Metric,
  PipelineStage,
} from '../types';

export {
  KPI_GUIDE_GREEN_AT,
  KPI_GUIDE_YELLOW_AT,
  guideTileColour,
  kpiGuidePeriods,
  percentOfTarget,
  type GuideTileColour,
  type KpiGuidePeriod,
} from './kpi-figures';

const headline = (
  id: string,
  name: string,
  unit: KpiHeadline['unit'],
  meaning: string,
  [current, target, previous]: [number, number, number],
): KpiHeadline => ({ id, name, unit, meaning, current, target, previous });

const revenueMeaning = 'Money invoiced for work delivered in the period.';
const dealsMeaning = 'New clients who signed a proposal.';
const meetingsMeaning = 'Discovery calls and demos actually held, not just booked.';
const closeMeaning = 'Signed proposals as a share of proposals decided in the period.';

/** Example figures of a small agency, per period; the page labels them as examples. */
export const kpiGuideHeadlines: Record<KpiGuidePeriod, readonly KpiHeadline[]> = {
  'This Week': [
    headline('revenue', 'Revenue', 'usd', revenueMeaning, [9500, 12000, 11200]),
    headline('deals', 'Deals closed', 'count', dealsMeaning, [1, 2, 1]),
    headline('meetings', 'Meetings held', 'count', meetingsMeaning, [6, 5, 4]),
    headline('close-rate', 'Close rate', 'percent', closeMeaning, [28, 30, 25]),
  ],
  'This Month': [
    headline('revenue', 'Revenue', 'usd', revenueMeaning, [45000, 50000, 41000]),
    headline('deals', 'Deals closed', 'count', dealsMeaning, [4, 5, 3]),
    headline('meetings', 'Meetings held', 'count', meetingsMeaning, [14, 20, 12]),
    headline('close-rate', 'Close rate', 'percent', closeMeaning, [29, 30, 26]),
  ],
  'This Quarter': [
    headline('revenue', 'Revenue', 'usd', revenueMeaning, [128000, 150000, 112000]),
    headline('deals', 'Deals closed', 'count', dealsMeaning, [11, 15, 9]),
    headline('meetings', 'Meetings held', 'count', meetingsMeaning, [47, 60, 41]),
    headline('close-rate', 'Close rate', 'percent', closeMeaning, [27, 30, 24]),
  ],
  'This Year': [
    headline('revenue', 'Revenue', 'usd', revenueMeaning, [470000, 600000, 385000]),
    headline('deals', 'Deals closed', 'count', dealsMeaning, [41, 60, 33]),
    headline('meetings', 'Meetings held', 'count', meetingsMeaning, [172, 240, 150]),
    headline('close-rate', 'Close rate', 'percent', closeMeaning, [26, 30, 22]),
  ],
};

/** KPI Tracking, static page (/growth-tools/kpi-tracker). */
export const kpiTrackerGuide = {
  ...guideHeaders['kpi-tracker'],
  outcome:
    'After this module you can pick the handful of numbers that run your agency, set targets for them and spend 20 minutes a week acting on what they show.',
  exampleBadge: 'Example figures',
  exampleNote:
    'Every figure on this page belongs to an example five-person agency. Record your own numbers in the KPI Tracker.',
  periodLabel: 'Period',
  customRange: 'Custom Range',
  customRangeNote:
    'The example covers the four periods above. Your own tracker shows any day, week or month you recorded.',
  addKpi: 'Add KPI',
  addGoal: 'Add Goal',
  labels: {
    current: 'Current',
    target: 'Target',
    previous: 'Previous period',
    ofTarget: 'of target',
    trendUp: 'up on the previous period',
    trendDown: 'down on the previous period',
    trendFlat: 'same as the previous period',
  },
  tileStatus: { green: 'On course', yellow: 'Watch', red: 'Act now' },
  colourKey: [
    { colour: 'green', label: '90% of target or more: on course, keep going' },
    { colour: 'yellow', label: '70% to under 90%: watch it, find the step that is slipping' },
    { colour: 'red', label: 'Under 70%: act this week' },
  ],
  dashboard: {
    sections: [
      {
        heading: 'Four numbers are enough to start',
        paragraphs: [
          'Revenue tells you whether the business works, deals closed whether new clients arrive, meetings held whether the pipeline is fed, and close rate whether your selling works. Everything else explains one of these four.',
          'Look at each against its target and against the previous period. A red tile that is improving needs less attention than a yellow one that is sliding.',
        ],
      },
      {
        heading: 'What to do when a tile turns red',
        paragraphs: [
          'Find the step just before it. Deals down? Check meetings. Meetings down? Check outreach volume and reply rate.',
          'Change one thing for two weeks and watch the tile. Changing everything at once means you never learn what worked.',
        ],
      },
    ] satisfies readonly GuideSection[],
  },
  pipeline: {
    intro:
      'The example agency’s pipeline this month. Count is how many prospects sit at each stage, value their estimated worth, and conversion the share of the previous stage that reached this one.',
    headers: { stage: 'Stage', count: 'Count', value: 'Value', conversion: 'Conversion' },
    stages: [
      { stage: 'New leads', count: 120, value: 360000, conversion: 100 },
      { stage: 'Contacted', count: 48, value: 192000, conversion: 40 },
      { stage: 'Meeting held', count: 24, value: 120000, conversion: 50 },
      { stage: 'Proposal sent', count: 12, value: 66000, conversion: 50 },
      { stage: 'Won', count: 4, value: 45000, conversion: 33 },
    ] satisfies readonly PipelineStage[],
    sections: [
      {
        heading: 'Reading the funnel',
        paragraphs: [
          'Work backwards from your revenue goal. At a 33% close rate and $11,250 a deal, $50,000 a month needs about 13 proposals, which need about 26 meetings.',
          'The biggest drop here is from new leads to contacted: 60% of leads are never contacted. That is the cheapest place to grow, because the leads already exist.',
        ],
      },
    ] satisfies readonly GuideSection[],
  },
  metrics: {
    intro:
      'The supporting numbers behind the four headlines. Review them monthly; weekly they move too little to read.',
    headers: { name: 'Metric', current: 'Current', target: 'Target', status: 'Status' },
    items: [
      { name: 'Average deal size', current: 11250, target: 10000, unit: 'usd' },
      { name: 'Sales cycle', current: 38, target: 30, unit: 'days', lowerIsBetter: true },
      { name: 'Cold email reply rate', current: 11, target: 10, unit: 'percent' },
      { name: 'Proposals sent', current: 12, target: 13, unit: 'count' },
      { name: 'Client retention (12 months)', current: 92, target: 90, unit: 'percent' },
      { name: 'Billable hours per week', current: 26, target: 30, unit: 'hours' },
      { name: 'Share of new clients from referrals', current: 18, target: 30, unit: 'percent' },
      {
        name: 'Days from signed to invoiced',
        current: 9,
        target: 7,
        unit: 'days',
        lowerIsBetter: true,
      },
    ] satisfies readonly Metric[],
    lowerIsBetterNote: 'Lower is better for this metric.',
  },
  goals: {
    intro:
      'Goals turn targets into commitments with a date. The example agency keeps four at a time, each with the next concrete step.',
    items: [
      {
        title: 'Reach $50,000 monthly revenue by the end of the quarter',
        status: 'On Track',
        progress: 90,
        nextStep: 'Send the two proposals waiting on pricing this week.',
      },
      {
        title: 'Hold 20 discovery meetings a month',
        status: 'At Risk',
        progress: 70,
        nextStep: 'Add a second 90-minute outreach block on Thursdays.',
      },
      {
        title: 'Launch a partner referral program with three firms',
        status: 'Achieved',
        progress: 100,
        nextStep: 'Send each partner a quarterly thank-you and a case study.',
      },
      {
        title: 'Cut the sales cycle to 30 days',
        status: 'At Risk',
        progress: 55,
        nextStep: 'Book the proposal walkthrough on the discovery call itself.',
      },
    ] satisfies readonly GoalDisplay[],
    sections: [
      {
        heading: 'Setting goals you can hit',
        paragraphs: [
          'Base each goal on the last three months, then add 10-20%. A goal you miss every month stops meaning anything.',
          'Pair every outcome goal, such as revenue, with an activity goal you control, such as meetings held.',
        ],
      },
      {
        heading: 'A 20-minute weekly review',
        paragraphs: [
          'Every Monday, record last week’s numbers, mark each goal On Track, At Risk or Achieved, and write one next step for each At Risk goal.',
          'Put that step in your calendar before you close the tracker.',
        ],
      },
    ] satisfies readonly GuideSection[],
  },
  exercises: [
    {
      title: 'Find your starting numbers',
      minutes: 10,
      steps: [
        'From your email, calendar and invoices, count last month’s prospects contacted, meetings held, proposals sent and deals closed.',
        'Record each one in the KPI Tracker as a monthly entry.',
        'Note which number was hardest to find: that is the one to start tracking as it happens.',
      ],
    },
    {
      title: 'Work your funnel backwards',
      minutes: 10,
      steps: [
        'Write your monthly revenue goal and your average deal size; divide to get deals needed.',
        'Divide by your close rate (use 30% if you do not know it) to get proposals needed.',
        'Divide by your proposal rate (use 40%) to get meetings needed, and set that as your meetings goal.',
      ],
    },
    {
      title: 'Book your weekly review',
      minutes: 5,
      steps: [
        'Put a recurring 20-minute Monday slot in your calendar called "Numbers".',
        'Paste the three review steps from the Goals tab into the event description.',
      ],
    },
  ] satisfies readonly GuideExercise[],
} as const;
