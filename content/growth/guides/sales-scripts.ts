import { guideHeaders } from './headers';
import type { Benchmark, FollowUpEmail, GuideExercise } from '../types';

/** A read-only script of the guide's Scripts tab, with its own Copy button. */
export interface GuideScript {
  id: string;
  category: 'Cold email' | 'Discovery call' | 'Demo' | 'Objection handling';
  title: string;
  whenToUse: string;
  text: string;
}

/** B2B Sales Scripts and Templates (/growth-tools/sales-scripts). */
export const salesScriptsGuide = {
  ...guideHeaders['sales-scripts'],
  outcome:
    'After this module you can run a complete outreach sequence this week: a cold email, a discovery call, a demo, answers to pushback and three follow-ups.',
  overview: {
    intro: [
      'A script is not something you read out like a robot. It is the order of ideas that works, written down so you do not have to invent it under pressure.',
      'Use these scripts as they are for your first 20 conversations, note where buyers react, then adjust the words to sound like you.',
    ],
    ratesHeading: 'Typical performance of each step',
    ratesNote:
      'Ranges commonly reported for small B2B service firms with a targeted list. They are benchmarks to aim for, not results we promise.',
    rates: [
      { step: 'Cold email opened', rate: '25-35%' },
      { step: 'Cold email replied to', rate: '8-15%' },
      { step: 'Reply becomes a booked call', rate: '30-50%' },
      { step: 'Discovery call becomes a proposal', rate: '35-50%' },
      { step: 'Proposal becomes a client', rate: '25-40%' },
    ],
    profilesHeading: 'Who you are writing to',
    caresLabel: 'What they care about',
    approachLabel: 'How to write to them',
    profiles: [
      {
        title: 'The owner-operator',
        example: 'Runs a dental practice, a plumbing firm or a small law office; 5 to 30 staff.',
        cares: 'Their own time, missed jobs, and staff who are stretched.',
        approach:
          'Talk about hours and enquiries, not technology. Keep emails under 100 words and offer a phone call.',
      },
      {
        title: 'The operations manager',
        example:
          'Keeps a 30- to 150-person company running: scheduling, billing, customer service.',
        cares: 'Fewer errors, smoother handovers, something they can show their boss.',
        approach:
          'Lead with a process you will fix and how you will measure it. Offer a short written plan they can forward.',
      },
      {
        title: 'The marketing lead',
        example: 'One- or two-person marketing team at a growing company.',
        cares: 'More content and leads without more headcount.',
        approach:
          'Show a before-and-after sample made for their brand. Talk output per week and cost per lead.',
      },
      {
        title: 'The agency partner',
        example: 'A web design, IT support or accounting firm that serves your kind of buyer.',
        cares: 'Keeping their clients happy and adding services without hiring.',
        approach:
          'Propose a referral or white-label arrangement; show how you make them look good to their clients.',
      },
    ],
  },
  scriptsIntro:
    'Swap the double-braced names, such as {{firstName}} and {{company}}, for your prospect’s details and write the words in square brackets yourself. Copy puts the script on your clipboard.',
  scripts: [
    {
      id: 'case-study-email',
      category: 'Cold email',
      title: 'The similar-business email',
      whenToUse:
        'When you have finished one project for a business like theirs and the client agreed you may mention it.',
      text: `Subject: How [client's business type] in [town] cut booking admin

Hi {{firstName}},

I noticed [something specific: a job ad for a receptionist, a review mentioning slow replies, a new location].

We recently set up an AI booking assistant for [client name, with permission], a [business type] of about your size. Their front desk now spends roughly [hours] hours a week less on scheduling emails, and evening enquiries get an answer in minutes.

Would it be useful if I sent a two-minute video showing how it works for them?

{{yourName}}, {{yourCompany}}
{{postalAddress}}
Reply "stop" and I will not email again.`,
    },
    {
      id: 'qualifying-call',
      category: 'Discovery call',
      title: 'The 15-minute qualifying call',
      whenToUse:
        'A short first call to decide whether a full discovery meeting is worth both your time.',
      text: `Minute 0-2: "Thanks for picking up, {{firstName}}. I have 15 minutes blocked; the aim is just to see whether there is a fit. If there isn't, I'll say so. Fair?"

Minute 2-8, the need:
1. "What made you reply to my email?"
2. "What is the one part of the week you would most like to stop doing by hand?"
3. "How long has that been a problem?"

Minute 8-12, the fit:
4. "Have you tried to fix it before? What happened?"
5. "If we solved it, roughly what would it be worth to you each month?"
6. "Who else would want a say?"

Minute 12-15, the decision:
Fit: "This sounds like exactly what we do. Can we take 30 minutes next week to go deeper, with [other decision maker] if possible?"
No fit: "Honestly, I don't think we are the right people for this. [Name another option]. I hope that helps."`,
    },
    {
      id: 'demo-script',
      category: 'Demo',
      title: 'The problem-first demo (20 minutes)',
      whenToUse: 'After discovery, to show a working prototype built around their own process.',
      text: `1. Reset (2 min): "Last time you said [their problem in their words]. Today I'll show exactly how that would work at {{company}}. Stop me at any point."

2. Their day today (3 min): show their current process as a simple diagram. Ask: "Did I get this right?"

3. The same day with the assistant (8 min): run one real example with their data, e.g. a real enquiry from their website. Narrate what happens at each step and who sees what.

4. What they control (3 min): show where staff approve, edit or switch it off. Buyers relax when they see the off switch.

5. Check-in (2 min): "How does that compare with what happens now?" Let them talk.

6. Next step (2 min): "I'll turn this into a proposal with a fixed price. Can we look at it together on [date]?"`,
    },
    {
      id: 'in-house-objection',
      category: 'Objection handling',
      title: '"We could do this ourselves"',
      whenToUse: 'When a buyer with a capable team wonders why they need an agency.',
      text: `"You probably could, and some of our clients started that way. Can I ask who on your team would own it, and what they would stop doing to make the time?"

Listen, then: "From what we see, a first version takes a capable person about [weeks] weeks alongside their normal job, and the hardest part is keeping it working when a connected app changes. We do it in [days] days, document it, and train [their person] to run it. Many clients call that a head start rather than handing it over."

Close: "Would it help if we built it together with [their person], so they own it from day one?"`,
    },
    {
      id: 'competitor-objection',
      category: 'Objection handling',
      title: '"Another agency quoted us less"',
      whenToUse: 'When the buyer has a cheaper proposal on the table.',
      text: `"Thanks for telling me; it helps. Would you mind if we compare the two side by side, so you are sure you are comparing the same thing?"

Check three things together:
1. "Does their price include setup, training and the first month of support?"
2. "Who owns the accounts and the automations when the project ends?"
3. "What happens if something breaks on a Saturday?"

Then: "If theirs covers the same and costs less, you should go with them, genuinely. If not, the difference in price is buying you [the specific gap]."`,
    },
  ] satisfies readonly GuideScript[],
  followUp: {
    intro:
      'Most replies come from follow-ups, not the first email. Send these in the same thread so the buyer sees the history, and stop the moment they answer.',
    emails: [
      {
        day: 1,
        subject: 'Re: [your original subject]',
        template: `Hi {{firstName}},

Bumping this up in case it got buried. In one line: we help [business type] answer every enquiry within minutes, even after hours.

Worth a 15-minute call this week?

{{yourName}}`,
        why: 'Many emails are simply missed. A one-line reminder the next working day recovers a good share of them.',
      },
      {
        day: 4,
        subject: 'Re: [your original subject]',
        template: `Hi {{firstName}},

One idea you can use even if we never talk: an automatic text to anyone who calls while you are busy, saying "Sorry we missed you, reply with a good time and we'll call back." Clients who set this up usually win back several callers a week.

If you would like help with that or something bigger, I'm around.

{{yourName}}`,
        why: 'Gives value with no ask attached, which makes the next email welcome rather than annoying.',
      },
      {
        day: 10,
        subject: 'Closing the loop',
        template: `Hi {{firstName}},

I don't want to fill your inbox, so this is my last note for now.

If answering enquiries faster becomes a priority, reply with "later" and I'll check in next quarter, or "yes" and I'll send two times for a call.

Either way, good luck with the season.

{{yourName}}
{{postalAddress}} · Reply "stop" and I won't email again.`,
        why: 'A clear last message gets replies from people who meant to answer, and ends politely for those who won’t.',
      },
    ] satisfies readonly FollowUpEmail[],
  },
  metrics: {
    intro:
      'Track these once a week in a spreadsheet or your CRM. If a number is below target, the fix is usually at the step just before it.',
    benchmarks: [
      {
        name: 'Email open rate',
        target: '25-35%',
        howToMeasure:
          'Opens ÷ emails delivered. Apple Mail privacy features inflate opens, so treat it as a rough signal.',
        ifBelow:
          'Rewrite the subject line: shorter, lower case, about them. Check that your domain has SPF, DKIM and DMARC set up.',
      },
      {
        name: 'Reply rate',
        target: '8-15%',
        howToMeasure: 'Replies of any kind ÷ emails delivered, per sequence.',
        ifBelow:
          'Personalise the first line and cut the email to under 100 words. Ask for less: a video instead of a call.',
      },
      {
        name: 'Meeting booked rate',
        target: '30-50% of replies',
        howToMeasure: 'Calls booked ÷ positive replies.',
        ifBelow: 'Answer replies within an hour and send a booking link with two suggested times.',
      },
      {
        name: 'Proposal rate',
        target: '35-50% of discovery calls',
        howToMeasure: 'Proposals sent ÷ discovery calls held.',
        ifBelow:
          'Qualify harder before the call: ask about budget and decision makers in the booking questions.',
      },
      {
        name: 'Close rate',
        target: '25-40% of proposals',
        howToMeasure: 'Signed proposals ÷ proposals sent, over a quarter.',
        ifBelow: 'Walk through every proposal live, and offer a smaller first phase.',
      },
    ] satisfies readonly Benchmark[],
    tipsHeading: 'Habits that move the numbers',
    tips: [
      'Send in small batches of 20 to 30 and change one thing at a time, so you know what worked.',
      'Review replies every Friday and copy the phrases buyers use into your next emails.',
      'Keep a do-not-contact list and honour every opt-out within ten days, as CAN-SPAM requires.',
      'Block two 90-minute prospecting sessions a week in your calendar and treat them like client meetings.',
    ],
  },
  exercises: [
    {
      title: 'Build a list of 20 prospects',
      minutes: 10,
      steps: [
        'Pick one profile from the Overview tab and one town or niche.',
        'Find 20 businesses that match on Google Maps or LinkedIn, with the owner’s or manager’s name.',
        'Add them to the Prospect Tracker with one note each about something you noticed.',
      ],
    },
    {
      title: 'Send your first five cold emails',
      minutes: 10,
      steps: [
        'Copy the similar-business email or the missed-enquiry opener from the Sales Scripts Library.',
        'Write a real first line for each of five prospects, using your notes.',
        'Read each aloud, cut anything that sounds like a brochure, and send.',
      ],
    },
    {
      title: 'Rehearse the qualifying call',
      minutes: 10,
      steps: [
        'Read the 15-minute qualifying call aloud twice, timing yourself.',
        'Answer each question as a prospect would, and note the two you found hardest to ask.',
        'Rewrite those two questions in your own words.',
      ],
    },
  ] satisfies readonly GuideExercise[],
} as const;
