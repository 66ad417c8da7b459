import type { Script } from './types';

export { scriptCategories } from './script-categories';
export { scriptText } from './script-text';

/** The footer every cold email carries (CAN-SPAM: who you are, where you are, how to opt out). */
const coldEmailFooter =
  '{{yourName}}, {{yourCompany}}\n{{postalAddress}}\nNot the right person or not interested? Reply "no thanks" and I will not email you again.';

/**
 * Ready-to-use scripts. Placeholders per ./placeholders: {{firstName}}, {{company}} and
 * {{industry}} come from a prospect, {{yourName}}, {{yourCompany}}, {{yourPhone}} and
 * {{postalAddress}} from the sender. Square brackets mark the one line you must write yourself.
 */
export const salesScripts: readonly Script[] = [
  // ------------------------------------------------------------------ cold outreach
  {
    id: 'email-intro',
    title: 'Cold email: the missed-enquiry opener',
    type: 'email',
    category: 'cold_outreach',
    conversionRate: '6-10% reply rate (typical range for a well-targeted list)',
    bestFor:
      'Owner-led service businesses with 5 to 50 staff: clinics, trades, law and accounting firms',
    description:
      'A short first email built on one observation about the recipient and one problem most service businesses share: enquiries that wait hours for an answer. It asks for a 15-minute call, nothing more.',
    usageTips: [
      'Write the first line yourself after two minutes on their website or Google reviews; a generic first line halves replies.',
      'Send Tuesday to Thursday between 7 and 9 am in their time zone, from your own name, not a no-reply address.',
      'Keep it under 120 words. If you add a sentence, remove one.',
      'Send no more than 30 new cold emails a day from one mailbox, and keep the opt-out line.',
    ],
    email: {
      subject: 'Quick question about {{company}} enquiries',
      body: `Hi {{firstName}},

[One line about them: e.g. "Saw the new Saturday hours on your site, that must bring in a lot of weekend calls."]

Most {{industry}} businesses I talk to lose a few good enquiries every week simply because nobody can answer within the hour. We set up an AI assistant that replies to web and phone enquiries in under a minute, books the appointment into your calendar and hands anything tricky to your team.

Would a 15-minute call next Tuesday or Wednesday be worth it to see whether it fits {{company}}? If it doesn't, I will tell you so.

Thanks,
${coldEmailFooter}`,
    },
  },
  {
    id: 'linkedin-connect',
    title: 'LinkedIn connection note',
    type: 'linkedin',
    category: 'cold_outreach',
    conversionRate: '30-45% acceptance, 10-15% of accepted reply (typical range)',
    bestFor: 'Founders and operations leads who post or comment on LinkedIn at least monthly',
    description:
      'A connection request that fits the 200 characters a free LinkedIn account allows in a note, refers to something they wrote and makes no pitch. The pitch waits until they accept and you have commented on a post.',
    usageTips: [
      'Only send it to someone whose recent post or comment you have actually read.',
      'Do not pitch in the note or in the first message after they accept; thank them and ask one question about their work.',
      'Free accounts get only a few personalised notes a month: spend them on your best-fit prospects and send the rest without a note.',
      'Send 10 to 20 requests a day; LinkedIn limits weekly invitations and flags bursts.',
      'Withdraw requests still pending after three weeks so they do not count against you.',
    ],
    email: {
      subject: 'LinkedIn note (no subject line)',
      body: `Hi {{firstName}}, your post on [topic] changed how we [one thing]. I help {{industry}} teams hand dull weekly tasks to AI. Glad to connect. {{yourName}}`,
    },
  },
  {
    id: 'referral-ask-email',
    title: 'Cold email: the warm-referral request',
    type: 'email',
    category: 'cold_outreach',
    conversionRate:
      '15-25% reply rate when the mutual contact has agreed to be named (typical range)',
    bestFor:
      'Any prospect you reach through a client, supplier or friend who has agreed you may use their name',
    description:
      'The strongest cold email is not cold. It names the person who suggested you write, says in one sentence why they thought of you, and offers a useful thing before asking for time.',
    usageTips: [
      'Ask the referrer first: "Can I mention you when I email {{firstName}}?" Never name someone without permission.',
      'Copy the referrer in only if they offered; otherwise just name them.',
      'Offer something concrete in the email (a checklist, a two-minute audit) so the reply is easy.',
    ],
    email: {
      subject: '[Referrer first name] suggested I get in touch',
      body: `Hi {{firstName}},

[Referrer full name] at [their company] suggested I write. We helped them [one result in plain words, e.g. "answer every after-hours enquiry the same evening"], and they thought {{company}} might face the same thing.

I put together a one-page checklist of the five places {{industry}} firms usually save the most time with AI. Happy to send it over, no call needed. If it sparks something, we can talk for 15 minutes after.

Shall I send it?

Best,
${coldEmailFooter}`,
    },
  },
  // ------------------------------------------------------------------ phone scripts
  {
    id: 'discovery-call',
    title: 'Discovery call: 30 minutes, in order',
    type: 'call',
    category: 'phone_scripts',
    conversionRate:
      '35-50% of discovery calls lead to a proposal (typical range for qualified calls)',
    bestFor: 'The first real meeting with a prospect who agreed to talk',
    description:
      'A five-part structure that has the buyer talking for two thirds of the call. You leave knowing the problem, what it costs, who decides, the budget range and the next date in both calendars.',
    usageTips: [
      'Send the agenda (the five parts below, one line each) the day before; buyers relax when they know the shape of the call.',
      'Write down their exact words for the problem and the cost; you will use them in the proposal.',
      'Never end without a date for the next step. "I will send something over" is not a step.',
      'If the budget question gets a shrug, offer ranges: "Most projects like this land between $3,000 and $8,000. Where does that sit for you?"',
    ],
    call: {
      structure: `1. Open and agree the agenda (2 minutes)
"Thanks for making the time, {{firstName}}. I have us down for 30 minutes. I would like to hear how things work at {{company}} today, share what we have seen work for similar firms, and at the end we can decide together whether a next step makes sense. Does that work?"

2. Their situation (8 minutes)
- "Walk me through what happens from the moment a new customer enquiry arrives."
- "Who handles that today, and what else is on their plate?"
- "Which tools do you already use for email, calendar, invoicing and customer records?"

3. The problem and what it costs (8 minutes)
- "Where does that process break or slow down?"
- "How often does that happen in a normal week?"
- "What does one of those cost you: a lost job, overtime, a bad review?"
- "If nothing changes, what does that look like in six months?"

4. Decision and budget (6 minutes)
- "Besides you, who would be involved in deciding on something like this?"
- "Have you set aside a budget for fixing it, or would this be new spend?"
- "Is there a date that matters: a busy season, a new location, a hire?"

5. Summary and next step (6 minutes)
"So what I heard is: [their problem in their words], it costs roughly [their figure], and [decision maker] decides by [date]. The next step would be a 20-minute walkthrough of a proposal on [date and time]. Shall I send the invite now?"`,
    },
  },
  {
    id: 'cold-call-opener',
    title: 'Cold call: the 30-second opener',
    type: 'call',
    category: 'phone_scripts',
    conversionRate: '5-10% of connected calls book a meeting (typical range)',
    bestFor: 'Calling owners of local businesses whose numbers are on their website',
    description:
      'An honest opener that admits it is a cold call, gives the reason in one sentence and asks permission to ask two questions. Honesty buys you the next 60 seconds far more often than a trick does.',
    usageTips: [
      'Check every number against the national do-not-call registry before you dial, and keep your own list of people who asked not to be called.',
      'Stand up and smile while you talk; it changes your voice.',
      'If they say "not now", ask "When is a better two minutes?" and put it in your calendar on the spot.',
      'Aim for 20 dials an hour in a fixed block of time; calling between other work drains energy.',
    ],
    call: {
      structure: `1. Opener (10 seconds)
"Hi {{firstName}}, this is {{yourName}} from {{yourCompany}}. This is a cold call. Can I have 30 seconds to tell you why I rang, and you can tell me if it is worth continuing?"

2. Reason (15 seconds)
"We help {{industry}} businesses answer every enquiry within a minute, even after hours, using an AI assistant that books straight into your calendar. I called because most firms your size tell us evenings and weekends are where they lose work."

3. Two questions (60 seconds)
- "How do you handle enquiries that come in after you close today?"
- "Roughly how many of those do you think go elsewhere?"

4. Ask (15 seconds)
If there is a problem: "Would it be worth 15 minutes on Thursday to see how it would work for {{company}}? I have 10 am or 2 pm."
If there is not: "Sounds like you have that covered. Thanks for your time, {{firstName}}."`,
    },
  },
  {
    id: 'voicemail-callback',
    title: 'Voicemail that earns a callback',
    type: 'voicemail',
    category: 'phone_scripts',
    conversionRate: '3-6% callback rate (typical range); higher when paired with a same-day email',
    bestFor: 'Second and third call attempts to the same prospect',
    description:
      'Under 25 seconds: your name and number first and last, one specific reason, and a promise of an email so they can reply in writing instead.',
    usageTips: [
      'Say your number slowly, twice.',
      'Send the matching email within five minutes with the subject "Following my voicemail".',
      'Leave a voicemail on the second and fourth attempts only; one every call feels like pressure.',
    ],
    call: {
      structure: `"Hi {{firstName}}, it is {{yourName}} from {{yourCompany}}, on {{yourPhone}}.

I am calling about the after-hours enquiries at {{company}}: we have a way to answer them within a minute and book them straight into your calendar.

I will send you a short email now so you can reply whenever suits. Again, {{yourName}}, {{yourPhone}}. Thanks."`,
    },
  },
  // ------------------------------------------------------------------ follow-up
  {
    id: 'proposal-follow-up',
    title: 'Proposal follow-up (three days after sending)',
    type: 'email',
    category: 'follow_up',
    conversionRate: '40-60% reply rate on proposals that were walked through live (typical range)',
    bestFor: 'Prospects who received your proposal and have gone quiet',
    description:
      'Restates the one outcome they care about, removes the most likely blocker with a smaller first step, and asks a yes-or-no question that is easy to answer from a phone.',
    usageTips: [
      'Send it three working days after the proposal, in the same email thread.',
      'Use the exact words they used on the discovery call for the problem.',
      'Offer one smaller option, never a discount; a discount teaches them to wait.',
    ],
    email: {
      subject: 'Re: Proposal for {{company}}',
      body: `Hi {{firstName}},

Checking in on the proposal I sent on [day]. The heart of it is [their outcome in their words, e.g. "every enquiry answered within a minute, so fewer jobs go to the competitor down the road"].

If the full scope feels like a lot to take on at once, we can start with phase one only ([what phase one covers], [phase one price]) and decide on the rest after you have seen the results.

Would you like to go ahead with the full plan, start with phase one, or leave it for now? A one-word answer is perfect.

Thanks,
{{yourName}}
{{yourCompany}} · {{yourPhone}}`,
    },
  },
  {
    id: 'meeting-recap',
    title: 'Same-day meeting recap',
    type: 'email',
    category: 'follow_up',
    conversionRate: '50-70% of recipients reply to confirm or correct the notes (typical range)',
    bestFor: 'The afternoon of every discovery call or demo',
    description:
      'Puts what you heard in writing while it is fresh, so the buyer can correct it and forward it to whoever else decides. It turns your notes into their internal memo.',
    usageTips: [
      'Send within four hours of the call; the next morning is already late.',
      'Bullets, not paragraphs: it will be forwarded and read on a phone.',
      'Ask them to correct anything wrong; a correction is a reply, and replies keep deals alive.',
    ],
    email: {
      subject: 'Notes from today: {{company}} and {{yourCompany}}',
      body: `Hi {{firstName}},

Thanks for today. Here is what I took away; please correct anything I got wrong.

Where things are now:
- [How the process works today, in one line]
- [Who does it and how long it takes]

What it costs:
- [Their figure: e.g. "about 6 missed enquiries a week, worth roughly $400 each"]

What a good result looks like:
- [Their words for success]

Next step: [what happens next] on [date and time], with [who attends].

Talk soon,
{{yourName}}`,
    },
  },
  {
    id: 'breakup-email',
    title: 'The polite last email',
    type: 'email',
    category: 'follow_up',
    conversionRate: '10-20% reply rate from threads that had gone silent (typical range)',
    bestFor: 'Prospects who have not answered three follow-ups over three weeks',
    description:
      'Closes the loop kindly and gives the buyer a no-pressure way to say "not now" or "yes, still interested". People answer a clear closing of the file more often than another nudge.',
    usageTips: [
      'Mean it: if they do not reply, move them to a quarterly newsletter and stop chasing.',
      'Keep it to four sentences and no attachments.',
      'Never guilt-trip ("I have tried to reach you many times").',
    ],
    email: {
      subject: 'Should I close your file?',
      body: `Hi {{firstName}},

I have not heard back, which usually means the timing is not right, and that is fine.

I will close this on my side for now. If fixing [their problem] comes back onto the list, just reply to this email and we will pick up where we left off.

All the best with [something specific to them, e.g. "the new location"],
{{yourName}}`,
    },
  },
  // ------------------------------------------------------------------ objection handling
  {
    id: 'budget-objection',
    title: '"We don\'t have the budget"',
    type: 'objection',
    category: 'objection_handling',
    conversionRate:
      'About a third of budget objections turn into a smaller first project (typical range)',
    bestFor: 'Small businesses where the owner signs every cheque',
    description:
      'Separates "too expensive" from "not worth it yet". You agree that money is tight, show the cost of doing nothing in their own figures and offer a smaller first step.',
    usageTips: [
      'Never drop your price in the same breath as the objection; change the scope instead.',
      'Use the figure they gave you on the discovery call, not one you invent.',
      'If they still say no, ask when their next budget cycle starts and diarise it.',
    ],
    objection: {
      objection: 'We just don’t have the budget for this right now.',
      response: `"That is fair, and I would rather you said it than felt pushed. Can I ask one thing: is it that the money isn't there at all this quarter, or that it doesn't feel worth it yet?"

If the money isn't there: "Understood. You mentioned you lose about [their figure] a month to [their problem]. Phase one on its own costs [phase one price] and covers [what it fixes]. At your numbers it pays for itself in about [months]. Would starting there work, or is it better to talk again in [month their budget opens]?"

If it isn't worth it yet: "Then I haven't shown you enough. Which part are you least sure will work for {{company}}?"`,
    },
  },
  {
    id: 'timing-objection',
    title: '"Now isn\'t a good time"',
    type: 'objection',
    category: 'objection_handling',
    conversionRate: 'Roughly half turn into a booked date when you ask for one (typical range)',
    bestFor: 'Busy seasons, new hires, moving premises: buyers who are interested but overloaded',
    description:
      'Accepts the timing, checks whether the problem grows while they wait, and pins a real date instead of "later". Most stalls end because nobody set the next date.',
    usageTips: [
      'Ask what will be different at the later date; sometimes the answer shows that now is easier.',
      'Offer to do the setup work that needs their time in the quiet week they name.',
      'Put the follow-up in your calendar and theirs before the call ends.',
    ],
    objection: {
      objection: 'This sounds good, but now isn’t a good time. Let’s talk later in the year.',
      response: `"Of course. When you say later, what needs to happen first: the busy season, a hire, something else?"

Then: "Makes sense. One thing to weigh up: the enquiries you miss now are during your busiest months, so that is when the assistant earns the most. The setup needs about two hours of your time in total; we do the rest. Would it help if we did those two hours in [the quiet week they mention], so it is running before [their busy date]?"

If still no: "Fine by me. I will put a note in for [date] and send you a two-line email then. Does that work?"`,
    },
  },
  {
    id: 'tried-ai-objection',
    title: '"We tried AI and it didn\'t work"',
    type: 'objection',
    category: 'objection_handling',
    conversionRate:
      'About a quarter agree to a small test once the first attempt is understood (typical range)',
    bestFor: 'Prospects who tried a chatbot or writing tool on their own and were disappointed',
    description:
      'Treats their bad experience as information. You find out what they tried and why it failed, then show how a narrow, supervised setup avoids that failure.',
    usageTips: [
      'Do not defend AI in general; ask about their specific attempt.',
      'The usual causes are a vague brief, no real company knowledge behind it, and nobody checking the output. Name the one that fits.',
      'Offer a two-week test on one task with a clear measure of success.',
    ],
    objection: {
      objection: 'We already tried ChatGPT for our customer emails and it was a mess.',
      response: `"Thanks for telling me. What did you try, and where did it go wrong?"

Listen, then: "That is the most common story we hear. Out of the box, these tools don't know your prices, your policies or your tone, so they guess. What we do is different in two ways: the assistant answers only from your own approved information, and for the first month every reply it drafts goes to [their staff member] to approve before it is sent."

Then: "How about a two-week test on just [one task, e.g. booking confirmations]? If it doesn't save [their staff member] at least two hours a week, we switch it off and you owe nothing for the test."`,
    },
  },
];

export const requiredScriptIds = [
  'email-intro',
  'linkedin-connect',
  'discovery-call',
  'proposal-follow-up',
  'budget-objection',
] as const;

export function scriptById(id: string): Script | undefined {
  return salesScripts.find((script) => script.id === id);
}
