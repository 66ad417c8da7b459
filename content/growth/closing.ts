import type { ClosingObjection, ClosingTechnique, ClosingTemplate } from './types';

export { computeRoi, roiFields, roiStartingValues, WEEKS_PER_YEAR } from './roi';

/** The three closes of the Closing Tools' techniques tab. */
export const closingTechniques: readonly ClosingTechnique[] = [
  {
    id: 'assumptive',
    name: 'Assumptive close',
    description:
      'You talk about the start of the work as the natural next step, because the buyer has already told you it solves their problem. You ask about logistics, not about yes or no.',
    whenToUse:
      'After the buyer has agreed the problem is real, the price is in range and the decision maker is in the room.',
    example:
      '"Based on everything we have covered, the sensible start is the week of the 14th, so the assistant is live before your spring rush. Who on your team should get the setup invite, you or Maria?"',
    steps: [
      'Confirm the problem and its cost in their words.',
      'Confirm the budget range is acceptable.',
      'Propose a concrete start date tied to something they care about.',
      'Ask a logistics question: who, where, which day.',
    ],
    watchOut:
      'Used before the buyer has agreed on the problem, it sounds presumptuous. If they hesitate, step back and ask what is still open.',
  },
  {
    id: 'summary',
    name: 'Summary close',
    description:
      'You restate, in order, the problems they named, what each is costing and how your proposal answers each one, then ask for the decision. Hearing it all together makes the value obvious.',
    whenToUse:
      'At the end of a long discovery or proposal meeting, or when several people have raised different points.',
    example:
      '"Let me pull it together. You told me you miss around six enquiries a week after hours, each worth about $400. Your front desk spends eight hours a week on booking emails. And you want it running before the new clinic opens in March. The plan covers all three for $4,800 and a $300 monthly retainer. Shall we get it started?"',
    steps: [
      'List each problem they raised, with their figure.',
      'Match each one to the part of the proposal that fixes it.',
      'State the total price once, plainly.',
      'Ask a direct question and then stop talking.',
    ],
    watchOut:
      'Keep it to three points. A summary of ten points sounds like a lecture and hides the ones that matter.',
  },
  {
    id: 'urgency',
    name: 'Urgency close',
    description:
      'You point to a real reason the timing matters: a season, a price change, your own capacity. Urgency that is true helps a buyer decide; urgency that is invented destroys trust when they find out.',
    whenToUse:
      'When there is a genuine deadline: their busy season, a grant or budget end date, or your next free start slot.',
    example:
      '"We take on two new setups a month so each gets proper attention. I have one slot left starting on the 3rd; after that the next one is in five weeks, which lands in the middle of your busy season. Would you like me to hold the 3rd for you until Friday?"',
    steps: [
      'Find a deadline that is real for them or for you.',
      'Explain the cost of missing it in their terms.',
      'Offer to hold the option for a short, specific time.',
      'Follow up on the day the hold ends, as promised.',
    ],
    watchOut:
      'Never invent scarcity or a fake expiring discount. If the slot is not really limited, do not say it is.',
  },
];

/**
 * The three objections of the Closing Tools' objections tab, as the buyer says them: the page puts
 * them in quotation marks, so the text carries none of its own.
 */
export const closingObjections: readonly ClosingObjection[] = [
  {
    id: 'too-expensive',
    objection: 'It’s too expensive.',
    whatItUsuallyMeans:
      'The value is not yet clear next to the price, or they are comparing you with something cheaper that does less.',
    response:
      '"I understand, it is a real investment. Compared with what, though: another quote, or the budget you had in mind? You mentioned the missed enquiries cost you about $2,400 a month. At $4,800 the setup pays for itself in about two months. Is it the total that is the problem, or paying it all at once?"',
    followUpQuestion: 'If we split it into two phases, would phase one on its own work for you?',
  },
  {
    id: 'need-to-think',
    objection: 'I need to think about it.',
    whatItUsuallyMeans:
      'There is an unanswered question they have not said out loud, or someone else needs to agree.',
    response:
      '"Of course, it is a decision worth thinking about. So that I can help with the thinking, what part are you weighing up most: whether it will work, the cost, or the timing? Is anyone else you would want to talk it over with?"',
    followUpQuestion:
      'Shall we put 15 minutes in the diary for Thursday, once you have had the chance to think it over?',
  },
  {
    id: 'not-ready',
    objection: 'We’re not ready yet.',
    whatItUsuallyMeans:
      'They fear the change itself: the time it takes, staff pushback, or getting it wrong in front of customers.',
    response:
      '"That makes sense. What would ready look like for you? Most clients worry about their team\'s time, so we do the setup ourselves and need about two hours from you in total, spread over two weeks. For the first month, nothing goes to a customer without someone on your team approving it."',
    followUpQuestion: 'What would need to be true for you to feel ready in the next 30 days?',
  },
];

/** The three templates of the Closing Tools' templates tab. */
export const closingTemplates: readonly ClosingTemplate[] = [
  {
    id: 'proposal-presentation',
    title: 'Proposal presentation',
    whenToUse:
      'The 20-minute call where you walk the buyer through the proposal live, instead of emailing it and waiting.',
    body: `1. Recap (3 minutes): "Before the numbers, let me check I have the problem right: [their problem in their words], costing about [their figure] a month. Still accurate?"
2. The plan (7 minutes): walk through the two or three phases, what each delivers and when. Show one screenshot or demo of the thing they will actually use.
3. The investment (3 minutes): "The setup is [price], paid 50% at the start and 50% at go-live, then [retainer] a month for support and improvements." Say it once and stop.
4. Return (3 minutes): "At your figures, that pays back in about [months] months."
5. The question (4 minutes): "What questions do you have?" Answer them, then: "Shall we pick a start date?"`,
  },
  {
    id: 'alternative-choice',
    title: 'Alternative choice close',
    whenToUse:
      'When the buyer is clearly interested but stuck on "yes or no". Two good options turn the question into "which one".',
    body: `"There are two ways we could go from here.

Option one: the full setup, [scope], for [price], live by [date].

Option two: start with [the single most valuable part] for [lower price], live in two weeks, and add the rest once you have seen the results.

Which feels like the better fit for {{company}} right now?"`,
  },
  {
    id: 'trial-close',
    title: 'Trial close questions',
    whenToUse:
      'Through the middle of any sales conversation, to check how the buyer is leaning before you ask for the decision.',
    body: `Ask one of these after each main point, then listen:
- "How does that compare with the way you handle it today?"
- "If it worked like that, what would it change for your team?"
- "Is this the kind of thing you can see [their staff member] using?"
- "On a scale of 1 to 10, how close is this to what you need? What would make it a 10?"
- "Apart from the price, is there anything that would stop you going ahead?"

A 7 or higher, or a question about start dates, is your cue to close. Anything lower: ask what is missing.`,
  },
];

export const closingDosAndDonts: { dos: readonly string[]; donts: readonly string[] } = {
  dos: [
    'Ask for the decision out loud; many deals are lost because nobody asked.',
    'Stop talking after you ask, and let the silence do the work.',
    "Use the buyer's own words and figures for the problem and its cost.",
    'Agree the next step and its date before every call ends.',
    'Put the agreed scope and price in writing the same day.',
  ],
  donts: [
    'Drop the price the moment someone hesitates; change the scope instead.',
    'Invent deadlines, fake discounts or "last slots" that are not real.',
    'Argue with an objection; ask a question about it.',
    'Send a proposal without walking through it live.',
    'Promise results you cannot guarantee, such as a fixed number of new customers.',
  ],
};
