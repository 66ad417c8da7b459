import { guideHeaders } from './headers';
import type { Difficulty, GuideExercise, GuideSection } from '../types';

export interface GuideTechnique {
  id: 'consultative' | 'value-based' | 'urgency-scarcity' | 'risk-reversal' | 'assumption';
  name: string;
  summary: string;
  difficulty: Difficulty;
  /** Typical success rate when used in the right situation; labelled as a range, not a promise. */
  successRate: string;
  bestFor: string;
  framework: string;
  example: string;
  tips: readonly string[];
}

export interface GuideObjection {
  objection: string;
  response: string;
  technique: string;
}

export interface PsychologyPrinciple {
  name: string;
  explanation: string;
  howToUse: string;
  lineToAvoid: string;
}

/** Advanced Closing Techniques (/growth-tools/closing-techniques). */
export const closingTechniquesGuide = {
  ...guideHeaders['closing-techniques'],
  outcome:
    'After this module you can choose the right close for a buyer, answer the four objections that stall most deals and spot the moment to ask for the decision.',
  overview: {
    metricsNote:
      'Example benchmarks for agencies that use structured closing, quoted as targets to aim for, not results we promise.',
    metrics: [
      { label: 'Average close rate', value: '71%' },
      { label: 'Average deal size', value: '$47K' },
      { label: 'Average sales cycle', value: '38 days' },
      { label: 'Revenue increase', value: '2.3x' },
    ],
    successFactorsHeading: 'What successful closers do',
    successFactors: [
      'They qualify hard early, so they only propose to buyers with a real problem, budget and decision maker.',
      'They agree the decision process and date on the first call, not the last.',
      'They present proposals live and ask for the decision in the same meeting.',
      'They treat objections as questions to explore, not attacks to defeat.',
    ],
    mistakesHeading: 'Mistakes that lose deals',
    mistakes: [
      'Talking more than the buyer; aim for them speaking two thirds of the time.',
      'Emailing a proposal and waiting for a reply that never comes.',
      'Offering a discount before the buyer has asked for one.',
      'Never actually asking for the business.',
    ],
    cardsHeading: 'The five techniques at a glance',
  },
  difficultyLabel: 'Difficulty',
  successRateLabel: 'Success rate',
  bestForLabel: 'Best for',
  frameworkLabel: 'Framework',
  exampleLabel: 'Example',
  tipsLabel: 'Tips',
  techniques: [
    {
      id: 'consultative',
      name: 'Consultative close',
      summary: 'The buyer reaches the decision through your questions rather than your pitch.',
      difficulty: 'Intermediate',
      successRate: '70-78%',
      bestFor: 'Complex projects where the buyer is still defining the problem',
      framework: `1. Diagnose: ask until you can state the problem better than the buyer can.
2. Quantify: agree together what the problem costs per month.
3. Explore options, including ones that are not you.
4. Recommend one option and explain why it fits them.
5. Ask: "Does that feel like the right way forward?"`,
      example:
        '"You have looked at hiring a second receptionist, outsourcing the phones, or an AI assistant. Given that most of the missed calls are after 6 pm, a hire would not cover them, and outsourcing costs about $1,800 a month. The assistant covers evenings for $300 a month after setup. Does that feel like the right way forward?"',
      tips: [
        'Mention alternatives honestly, including doing nothing; it makes your recommendation credible.',
        'Use the buyer’s numbers, never your own estimates, for the cost of the problem.',
        'If you cannot recommend yourself honestly, say so. The referral you get later is worth more.',
      ],
    },
    {
      id: 'value-based',
      name: 'Value-based close',
      summary: 'The price is set next to the value the buyer has agreed, so it looks small.',
      difficulty: 'Intermediate',
      successRate: '68-75%',
      bestFor: 'Buyers focused on price, or comparing you with a cheaper quote',
      framework: `1. Get the buyer to state the monthly cost of the problem.
2. Multiply it over a year together.
3. Put your price beside that figure.
4. Show the payback period in months.
5. Ask for the go-ahead on that basis.`,
      example:
        '"You estimated the manual invoicing costs about 25 hours a month at $40 an hour, so $1,000 a month or $12,000 a year. The project is $6,000, so it pays back in six months and saves about $6,000 in the first year alone. Shall we go ahead?"',
      tips: [
        'Let the buyer do the multiplication aloud; numbers they say themselves persuade them more.',
        'Keep the estimate conservative; an inflated ROI is easy to pick apart.',
        'Put the payback figure on the first page of the proposal.',
      ],
    },
    {
      id: 'urgency-scarcity',
      name: 'Urgency and scarcity close',
      summary: 'A real deadline or limit gives the buyer a reason to decide now rather than later.',
      difficulty: 'Advanced',
      successRate: '65-72%',
      bestFor: 'Interested buyers who keep postponing without a reason',
      framework: `1. Identify a deadline that is real: their season, a budget year-end, your capacity.
2. State it plainly with the date.
3. Explain what waiting costs them.
4. Offer to reserve the option for a short, stated time.
5. Release the reservation on the date you said, as you said.`,
      example:
        '"Your busy season starts in April and setup takes three weeks. To be live by then we need to start by the 10th of March. I can hold that start date until Friday; after that, it goes to the next client in line."',
      tips: [
        'Only use deadlines that are true. Buyers talk, and a fake deadline discovered ends the relationship.',
        'Tie urgency to the buyer’s calendar more than yours: it feels like help, not pressure.',
        'Honour the deadline you set; extending it every time teaches buyers to ignore them.',
      ],
    },
    {
      id: 'risk-reversal',
      name: 'Risk-reversal close',
      summary: 'You take on part of the risk, so saying yes feels safe.',
      difficulty: 'Advanced',
      successRate: '72-78%',
      bestFor:
        'Cautious buyers, first-time buyers of AI services, and anyone burned by a past agency',
      framework: `1. Name the risk the buyer is worried about.
2. Offer a specific guarantee or a paid pilot with clear success criteria.
3. Define what happens if the criteria are not met.
4. Make sure you can afford to honour it.
5. Ask for the decision on the lower-risk basis.`,
      example:
        '"I understand you have been let down before. Here is what I propose: a four-week pilot on the booking emails only, for $1,500. If it does not save your team at least five hours a week by week four, we refund the pilot fee in full. If it does, we roll into the full project."',
      tips: [
        'Guarantee an outcome you control, such as hours saved or response time, never the buyer’s revenue.',
        'Write the success measure and how it is measured into the agreement.',
        'Price the guarantee in: a few refunds a year must not sink you.',
      ],
    },
    {
      id: 'assumption',
      name: 'Assumption close',
      summary:
        'When every signal says yes, you move straight to the practical details of starting.',
      difficulty: 'Beginner',
      successRate: '66-74%',
      bestFor: 'Warm buyers who have already agreed on problem, price and timing',
      framework: `1. Check the signals: agreed problem, accepted price, decision maker present.
2. Move to logistics: start date, first meeting, access needed.
3. Send the agreement while you are still on the call.
4. If the buyer pauses, step back and ask what is still open.`,
      example:
        '"Great. I will send the agreement now so you have it while we are talking. For kick-off, does Tuesday at 10 work, and will you need Sam on that call to give us access to the booking system?"',
      tips: [
        'Use it only after clear buying signals; too early, it feels pushy.',
        'Keep the agreement ready to send before the meeting.',
        'A pause is information: ask about it rather than pushing on.',
      ],
    },
  ] satisfies readonly GuideTechnique[],
  objections: {
    intro:
      'Most objections are questions the buyer has not finished asking. Acknowledge, ask one question to find the real concern, then answer that.',
    responseLabel: 'What to say',
    techniqueLabel: 'Technique',
    items: [
      {
        objection: '"Can you send me some information?"',
        response:
          '"Happy to. So I send what is actually useful, what would you want the information to answer? And once you have read it, shall we take 15 minutes on Thursday to go through your questions?"',
        technique: 'Clarify and book: turn a brush-off into a specific next step with a date.',
      },
      {
        objection: '"We need to get other quotes."',
        response:
          '"That is sensible for a project like this. What will you be comparing on: price, timeline, support? If you like, I can give you three questions to ask every agency so the quotes are easy to compare."',
        technique: 'Become the advisor: help them buy well, and set the criteria you win on.',
      },
      {
        objection: '"I\'m not sure my team will use it."',
        response:
          '"That is the right worry; tools nobody uses are wasted money. Who would use it day to day? Could we include them in a 20-minute walkthrough before you decide, and build in two training sessions after launch?"',
        technique: 'Involve the users: bring the people affected into the decision.',
      },
      {
        objection: '"What if it makes mistakes with our customers?"',
        response:
          '"It will occasionally get things wrong, so we design for that. For the first month every reply is approved by your team before it goes out, it only answers from information you have approved, and anything unusual goes straight to a person."',
        technique: 'Admit and contain: concede the real risk, then show the controls around it.',
      },
    ] satisfies readonly GuideObjection[],
    preventionHeading: 'Prevent objections before they come up',
    prevention: [
      {
        title: 'On the discovery call',
        items: [
          'Ask about budget range and who decides before you write anything.',
          'Ask what went wrong with any tool or agency they tried before.',
          'Agree the date a decision will be made.',
        ],
      },
      {
        title: 'In the proposal',
        items: [
          'Open with their problem in their words, and its cost.',
          'Offer two options, the smaller one as a first phase.',
          'State how success will be measured and what happens if it is not reached.',
        ],
      },
    ],
  },
  psychology: {
    intro:
      'People decide with feeling and justify with facts, and they look to others when unsure. Good closers address all three, honestly.',
    factors: [
      {
        title: 'Emotional factors',
        items: [
          'Relief from a daily frustration, such as the phone ringing during appointments.',
          'Pride in running a modern, well-organised business.',
          'Fear of falling behind competitors who already use AI.',
        ],
      },
      {
        title: 'Logical factors',
        items: [
          'Payback period in months.',
          'Hours saved per week, and who gets them back.',
          'Risk: what happens if it does not work.',
        ],
      },
      {
        title: 'Social factors',
        items: [
          'What similar businesses nearby are doing.',
          'Whether their staff will accept the change.',
          'How a trusted advisor, such as their accountant, sees it.',
        ],
      },
    ],
    principlesHeading: 'Four principles of influence, used honestly',
    principles: [
      {
        name: 'Loss aversion',
        explanation: 'People feel a loss about twice as strongly as an equal gain.',
        howToUse:
          'Frame the cost of doing nothing: "Each month without this is about 24 missed enquiries."',
        lineToAvoid: 'Exaggerated fear: "You will go out of business without AI."',
      },
      {
        name: 'Social proof',
        explanation: 'When unsure, we do what people like us do.',
        howToUse: 'Name similar clients, with permission, and what changed for them.',
        lineToAvoid: 'Invented testimonials or vague "hundreds of businesses trust us".',
      },
      {
        name: 'Authority',
        explanation: 'We follow people who clearly know the field.',
        howToUse:
          'Teach something useful in every meeting; share a specific insight about their industry.',
        lineToAvoid: 'Jargon to sound clever; it makes buyers feel stupid, and they leave.',
      },
      {
        name: 'Commitment and consistency',
        explanation: 'People like to act in line with what they have already said.',
        howToUse:
          'Build small agreements: "So missing evening enquiries is the main issue, right?"',
        lineToAvoid: 'Trapping questions meant to corner the buyer.',
      },
    ] satisfies readonly PsychologyPrinciple[],
    howToUseLabel: 'How to use it',
    avoidLabel: 'Avoid',
    timingHeading: 'Signs it is time to close',
    timing: [
      'They ask about start dates, onboarding or who will do the work.',
      'They use "when" instead of "if": "When we set this up, can it…"',
      'They bring in the other decision maker or ask for the agreement.',
      'Their questions shift from whether it works to how it works for them.',
      'Their objections become specific and small, such as payment terms.',
    ],
    sections: [
      {
        heading: 'When the signs are there, ask',
        paragraphs: [
          'Ask a simple, direct question and wait: "Shall we get started?" The silence after it belongs to the buyer.',
        ],
      },
    ] satisfies readonly GuideSection[],
  },
  exercises: [
    {
      title: 'Match a close to each open deal',
      minutes: 10,
      steps: [
        'List every proposal you have out or expect to send this month.',
        'For each, write the buyer’s main worry in one line.',
        'Pick the technique from the Techniques tab that answers that worry, and write the sentence you will use.',
      ],
    },
    {
      title: 'Write your objection answers',
      minutes: 10,
      steps: [
        'Write down the three objections you hear most often.',
        'For each, write the acknowledging sentence, your one question and your answer, in your own words.',
        'Say them aloud until they sound like you, not like a script.',
      ],
    },
    {
      title: 'Design a risk reversal you can afford',
      minutes: 5,
      steps: [
        'Choose one outcome you control, such as response time or hours saved.',
        'Write the guarantee in one sentence, with how it is measured and what you refund.',
      ],
    },
  ] satisfies readonly GuideExercise[],
} as const;
