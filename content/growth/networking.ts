import type {
  ConversationScenario,
  NetworkingEvent,
  NetworkingFollowUp,
  NetworkingStrategy,
  NetworkingTimelineStep,
} from './types';

/** The strategies tab: four ways an agency founder meets buyers in person and online. */
export const networkingStrategies: readonly NetworkingStrategy[] = [
  {
    id: 'give-first',
    title: 'Give before you ask',
    description:
      'People remember who helped them, not who pitched them. Go to every conversation looking for one useful thing to offer: an introduction, a tool, a fix.',
    actions: [
      'Keep a note on your phone of three tools and two people you can recommend this month.',
      'End each conversation with "Is there anyone I could introduce you to?"',
      'Send the promised link or introduction the same day.',
    ],
  },
  {
    id: 'pick-one-room',
    title: 'Be a regular in one room',
    description:
      'Showing up monthly to the same group beats one visit to ten. Trust grows with repetition, and regulars get the referrals.',
    actions: [
      'Choose one recurring group where your buyers are: a business association, an industry meetup or a referral club.',
      'Commit to six meetings before judging the results.',
      'Offer to run one session, such as a 20-minute "AI for small business" talk.',
    ],
  },
  {
    id: 'partners',
    title: 'Build a referral circle of partners',
    description:
      'Accountants, web designers, IT support firms and business coaches already advise your buyers. Each one can send you several clients a year.',
    actions: [
      'List five firms that serve the same customers without competing with you.',
      'Offer each a free 30-minute AI review for one of their clients, so they see your work.',
      'Agree how you will refer work back; a thank-you and a return referral matter more than a fee.',
    ],
  },
  {
    id: 'online-rooms',
    title: 'Show up in online communities',
    description:
      'Industry forums, Slack groups and LinkedIn comment threads are rooms too. Helpful answers there lead to private messages.',
    actions: [
      'Join two communities where your buyers ask questions, and read them for a week before posting.',
      'Answer one question a day in full, with no link to your services.',
      'Move to a private message only when someone asks a follow-up question.',
    ],
  },
];

/** The events tab: three kinds of event, each with a link to where dates are listed. */
export const networkingEvents: readonly NetworkingEvent[] = [
  {
    id: 'bni',
    name: 'BNI chapter meeting',
    format: 'Weekly breakfast meeting of a referral club',
    when: 'Every week, usually early morning; most chapters let you visit twice as a guest',
    audience: 'Local business owners, one member per profession in each chapter',
    whyGo:
      'Members pass each other referrals every week. Being the only "AI and automation" member of a chapter gives you its whole network.',
    url: 'https://www.bni.com/',
  },
  {
    id: 'meetup',
    name: 'Local AI and small-business meetups',
    format: 'Evening talks and discussions organised on Meetup',
    when: 'Most cities have several a month; search your city with "AI" or "small business"',
    audience: 'Founders, freelancers, marketers and people trying AI at work',
    whyGo:
      'Low cost, relaxed, and many attendees are exactly the owners wondering how AI could help them. Offering a talk makes you the local name.',
    url: 'https://www.meetup.com/',
  },
  {
    id: 'inbound',
    name: 'INBOUND by HubSpot',
    format: 'Annual marketing and sales conference with partner and agency sessions',
    when: 'Once a year; check the site for the dates and city',
    audience: 'Marketing agencies, sales leaders and growing businesses using HubSpot',
    whyGo:
      'A concentrated room of agency owners and the businesses that hire them. Go with a list of ten people to meet, booked before you arrive.',
    url: 'https://www.inbound.com/',
  },
];

/** The conversations tab: opening lines per situation. */
export const conversationScenarios: readonly ConversationScenario[] = [
  {
    id: 'mixer',
    scenario: 'At a local business mixer',
    starters: [
      '"What kind of customers are you looking for at the moment?"',
      '"What is keeping you busiest this month?"',
      '"How did you end up running your own business?"',
    ],
  },
  {
    id: 'after-talk',
    scenario: 'After a talk or panel',
    starters: [
      '"What did you make of the point about [topic]? I was not sure I agreed."',
      '"Are you trying any of what they described in your own business?"',
      '"Which part would actually work for a company your size?"',
    ],
  },
  {
    id: 'ai-comes-up',
    scenario: 'When someone mentions AI',
    starters: [
      '"Have you tried any AI tools yet? What happened?"',
      '"Where does your team lose the most time each week?"',
      '"If you could hand one boring task to an assistant tomorrow, which one would it be?"',
    ],
  },
  {
    id: 'online-group',
    scenario: 'In an online community or LinkedIn thread',
    starters: [
      '"Good question. We solved something similar for a clinic by [one-line answer]. Happy to share the steps if useful."',
      '"What have you tried so far? That changes the answer quite a bit."',
      '"I have seen this work two ways; which matters more to you, speed or cost?"',
    ],
  },
];

/** The follow-up tab: three templates to send after meeting someone. */
export const networkingFollowUps: readonly NetworkingFollowUp[] = [
  {
    id: 'nice-to-meet',
    title: 'The next-morning note',
    timing: 'Within 24 hours',
    subject: 'Good to meet you at [event]',
    body: `Hi {{firstName}},

Good to meet you at [event] last night. I enjoyed hearing about [something they told you].

As promised, here is [the link, tool or introduction you offered]. I hope it helps with [their situation].

If it would be useful to swap notes on [shared topic] over coffee, I would be glad to. Either way, good luck with [their current project].

{{yourName}}
{{yourCompany}} · {{yourPhone}}`,
  },
  {
    id: 'useful-share',
    title: 'The useful share',
    timing: '1 week',
    subject: 'Thought of you: [topic]',
    body: `Hi {{firstName}},

I came across [article, tool or example] this week and thought of our chat about [their problem]. The part that seemed most relevant to {{company}} is [one sentence].

No need to reply; I just thought it might save you some time.

{{yourName}}`,
  },
  {
    id: 'coffee-ask',
    title: 'The coffee invitation',
    timing: '2-3 weeks',
    subject: 'Coffee in [month]?',
    body: `Hi {{firstName}},

Since we met at [event] I have been working on [relevant project or finding], and it made me think of what you said about [their problem].

Would you be up for a 30-minute coffee in the next couple of weeks? I am free [two specific options]. I would like to hear how [their project] is going, and I can share what we have seen work for other {{industry}} businesses.

{{yourName}}`,
  },
];

/** The four-step follow-up timeline after an event. */
export const networkingTimeline: readonly NetworkingTimelineStep[] = [
  {
    when: 'Within 24 hours',
    action: 'Send the next-morning note and connect on LinkedIn',
    detail: 'Mention one detail from the conversation and send anything you promised.',
  },
  {
    when: '1 week',
    action: 'Share one useful thing',
    detail: 'An article, a tool or an introduction tied to what they told you. No ask.',
  },
  {
    when: '2-3 weeks',
    action: 'Invite them for coffee or a call',
    detail: 'Offer two specific times. Keep it about them, not your services.',
  },
  {
    when: 'Monthly',
    action: 'Stay in touch with a light touch',
    detail:
      'Comment on their posts, send a relevant note or introduction, and invite them to your next event.',
  },
];
