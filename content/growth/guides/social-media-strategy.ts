import { guideHeaders } from './headers';
import type { GuideExercise, GuideSection } from '../types';

export interface PostTemplate {
  id: string;
  title: string;
  engagement: string;
  reach: string;
  text: string;
}

export interface LeadMagnet {
  title: string;
  format: string;
  conversionRate: string;
  howToMake: string;
}

/** Social Media for Business Development (/growth-tools/social-media-strategy). */
export const socialMediaGuide = {
  ...guideHeaders['social-media-strategy'],
  outcome:
    'After this module you can run a five-day posting calendar, publish posts that invite replies and turn those replies into booked calls.',
  figuresNote:
    'Engagement, reach and conversion figures are typical ranges for small business accounts, given as targets, not promises.',
  overview: {
    platformsHeading: 'Where to spend your time',
    platforms: [
      {
        name: 'LinkedIn',
        role: 'Primary',
        share: '70% of your time',
        why: 'Owners and managers of your buyers are here, in a work frame of mind. Comments on their posts lead naturally to messages.',
      },
      {
        name: 'X (Twitter)',
        role: 'Secondary',
        share: '20% of your time',
        why: 'Good for following AI news and joining conversations with other founders; fewer small-business buyers.',
      },
      {
        name: 'Industry forums and groups',
        role: 'Targeted',
        share: '10% of your time',
        why: 'Facebook groups, Reddit communities and trade-association forums where owners in your niche ask practical questions.',
      },
    ],
    calendarHeading: 'Weekly content calendar',
    calendar: [
      {
        day: 'Monday',
        theme: 'Teach',
        idea: 'One AI tip a small business can try in ten minutes.',
      },
      {
        day: 'Tuesday',
        theme: 'Show',
        idea: 'A before-and-after of a workflow you automated, with the time saved.',
      },
      {
        day: 'Wednesday',
        theme: 'Engage',
        idea: 'Comment thoughtfully on ten posts by buyers and partners; no post of your own.',
      },
      {
        day: 'Thursday',
        theme: 'Story',
        idea: 'A lesson from a client project or a mistake you made, told in five short lines.',
      },
      {
        day: 'Friday',
        theme: 'Invite',
        idea: 'Offer your lead magnet or a free 15-minute review to anyone who comments.',
      },
    ],
    practicesHeading: 'Posting best practices',
    practices: [
      'Post 3-5 times a week; consistency beats volume.',
      'Use 2-3 specific hashtags per post, such as #SmallBusiness or #DentalPractice, not ten generic ones.',
      'Reply to every comment within 2 hours of posting; early conversation widens reach.',
      'Write the first line as a hook that makes sense on its own, because that is all people see before "more".',
      'Put links in the first comment, not the post, where platforms tend to show link posts less.',
    ],
  },
  content: {
    templatesHeading: 'Post templates',
    templatesIntro: 'Fill the square brackets and post. Copy puts the template on your clipboard.',
    engagementLabel: 'Engagement',
    reachLabel: 'Reach',
    templates: [
      {
        id: 'quick-win',
        title: 'The quick win',
        engagement: '3-5%',
        reach: '1-3x your followers',
        text: `[Business type] owners: this takes 10 minutes and saves about [hours] hours a week.

[Step 1]
[Step 2]
[Step 3]

We set this up for a [client type] last month. Their [staff role] now [result].

What is the most repetitive task in your week?`,
      },
      {
        id: 'before-after',
        title: 'The before and after',
        engagement: '4-6%',
        reach: '2-4x your followers',
        text: `Before: [the process as it was, with a number, e.g. "every quote took 45 minutes to write"].

After: [the process now, e.g. "a first draft in 3 minutes, checked and sent in 10"].

What changed: [one sentence on the tool or workflow].

What did not change: [the human part they kept, e.g. "the owner still approves every price"].

Would this work in your business? Tell me where you would start.`,
      },
      {
        id: 'honest-lesson',
        title: 'The honest lesson',
        engagement: '5-8%',
        reach: '2-5x your followers',
        text: `I got this wrong with a client last quarter.

[What you did.]
[What happened.]
[What you do differently now.]

The lesson: [one line].

Has anyone else run into this?`,
      },
      {
        id: 'myth-buster',
        title: 'The myth buster',
        engagement: '3-6%',
        reach: '1-4x your followers',
        text: `"[Common belief about AI, e.g. AI is too expensive for small businesses.]"

Not quite. [The reality, with one real figure, e.g. "the tool we used costs $20 a month"].

Where it is true: [the honest exception].

Where it is not: [the situation most readers are in].

Agree or disagree?`,
      },
    ] satisfies readonly PostTemplate[],
    magnetsHeading: 'Lead magnets',
    magnetsIntro:
      'A lead magnet is something useful a buyer gets in exchange for their email address. Offer it in your Friday post and in your profile.',
    conversionLabel: 'Conversion',
    magnets: [
      {
        title: 'AI readiness checklist for [your niche]',
        format: 'One-page PDF',
        conversionRate: '20-30% of visitors sign up',
        howToMake: 'Ten yes-or-no questions about their processes, each with a one-line fix.',
      },
      {
        title: '15-minute automation audit',
        format: 'Short video call',
        conversionRate: '5-10% of people offered book one',
        howToMake:
          'A fixed agenda: three questions, one recommendation, a written summary afterwards.',
      },
      {
        title: 'Prompt pack for [business type]',
        format: 'Document of 20 tested prompts',
        conversionRate: '15-25% of visitors sign up',
        howToMake:
          'Prompts for the tasks they do weekly, such as quotes, reviews and reminders, each with a sample result.',
      },
      {
        title: 'Case study teardown',
        format: 'Five-minute Loom video',
        conversionRate: '10-15% of viewers reply',
        howToMake:
          'Walk through one client project: the problem, the build, the result and the cost.',
      },
    ] satisfies readonly LeadMagnet[],
  },
  strategy: {
    engagementHeading: 'Four engagement strategies',
    engagement: [
      {
        title: 'The 10-comment rule',
        detail:
          'Before you post, leave ten thoughtful comments on posts by buyers and partners. Your name appears in their notifications and your post gets early attention.',
      },
      {
        title: 'Buyer lists',
        detail:
          'Follow 50 ideal buyers and check their posts daily. Comment when you have something to add, not just "Great post".',
      },
      {
        title: 'Partner amplification',
        detail:
          'Agree with two or three non-competing partners to comment on each other’s posts in the first hour.',
      },
      {
        title: 'Turn comments into content',
        detail:
          'When a question in the comments gets a long answer from you, make it next week’s post and tag the person who asked, with their permission.',
      },
    ],
    outreachHeading: 'A 3-step outreach sequence',
    outreach: [
      {
        step: 1,
        title: 'Engage',
        detail: 'Comment on two of their posts over a week, adding a real point each time.',
      },
      {
        step: 2,
        title: 'Connect',
        detail:
          'Send a connection request that mentions the conversation: "Enjoyed the thread on [topic], glad to connect."',
      },
      {
        step: 3,
        title: 'Converse',
        detail:
          'After they accept, ask one question about their business. Offer your lead magnet only if the answer shows a matching problem.',
      },
    ],
    sections: [
      {
        heading: 'Keep it human',
        paragraphs: [
          'Automated messages and engagement pods are easy to spot and can get an account restricted. Ten real conversations a week beat a hundred automated ones.',
        ],
      },
    ] satisfies readonly GuideSection[],
  },
  metrics: {
    cardsHeading: 'Example monthly figures',
    cards: [
      { label: 'Profile views', value: '420', change: '+18% on last month' },
      { label: 'Post impressions', value: '12,600', change: '+9% on last month' },
      { label: 'Engagement rate', value: '4.2%', change: '+0.6 points' },
      { label: 'Conversations started', value: '14', change: '+5 on last month' },
    ],
    tableHeading: 'What to track weekly',
    tableHeaders: { metric: 'Metric', target: 'Weekly target', where: 'Where to find it' },
    table: [
      { metric: 'Posts published', target: '3-5', where: 'Your own calendar' },
      {
        metric: 'Comments left on others’ posts',
        target: '50',
        where: 'Count them in a note as you go',
      },
      { metric: 'New connections from buyers', target: '10-15', where: 'LinkedIn, My Network' },
      { metric: 'Conversations started', target: '3-5', where: 'Your messages inbox' },
      {
        metric: 'Calls booked from social',
        target: '1-2',
        where: 'Your CRM, tagged with the source',
      },
    ],
    qualityHeading: 'Lead quality matters more than reach',
    quality: [
      'A post seen by 500 owners in your niche is worth more than one seen by 20,000 other marketers.',
      'Track where each booked call came from; after a month you will know which posts bring buyers.',
      'If conversations start but never reach a call, your offer is unclear: sharpen the Friday invitation.',
    ],
  },
  exercises: [
    {
      title: 'Fix your profile for buyers',
      minutes: 10,
      steps: [
        'Rewrite your LinkedIn headline as "I help [who] [get what result]".',
        'Put your lead magnet or booking link in the featured section.',
        'Ask yourself whether a dentist or plumber would understand every word; replace any jargon.',
      ],
    },
    {
      title: 'Draft next week’s posts',
      minutes: 10,
      steps: [
        'Copy the quick-win and before-and-after templates from the Content tab.',
        'Fill them with a real example from your work or a tool you use.',
        'Schedule them for Monday and Tuesday, and put a Wednesday slot in your calendar for ten comments.',
      ],
    },
  ] satisfies readonly GuideExercise[],
} as const;
