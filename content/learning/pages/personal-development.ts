import { bullets, callout, numbered, p, section, table } from '../resources/blocks';
import type { PersonalDevelopmentPage } from './types';

export const personalDevelopmentPage: PersonalDevelopmentPage = {
  id: 'personal-development',
  header: {
    title: 'Personal Development',
    subtitle:
      'The leadership, goals and learning habits that keep a founder growing as fast as the business',
    outcome:
      'You can name the leadership habits you will practise this month, set one SMART goal for your business, and follow a daily, weekly and monthly learning routine.',
  },
  actions: {
    complete: 'Complete Module',
    completed: 'Module completed',
    download: 'Download Personal Development Plan',
  },
  leadership: {
    heading: 'Leadership Fundamentals',
    intro:
      'In a small agency or business, the founder’s habits become the company’s habits. Leadership here is not a title: it is how you choose direction, respond to change and communicate with clients and team.',
    coreTraitsHeading: 'Core leadership traits',
    coreTraits: [
      {
        name: 'Visionary thinking',
        description:
          'Seeing where the business should be in two or three years and explaining it so others can help get there. For an AI agency that might be “the go-to automation partner for independent clinics in our region”, not “do more AI projects”.',
        practice:
          'Write a one-paragraph description of your business three years from now: clients, team, services, a typical week. Read it at the start of each month and adjust it.',
      },
      {
        name: 'Adaptability',
        description:
          'Changing course quickly when the evidence changes. AI tools, prices and client expectations shift every few months; founders who cling to last year’s offer lose to those who adjust.',
        practice:
          'Once a month, list one assumption your business depends on (a tool’s price, a channel that brings leads) and check whether it is still true.',
      },
      {
        name: 'Decision making',
        description:
          'Making good-enough decisions on time, with the information available, and learning from the results. Small businesses lose more to slow decisions than to wrong ones that get corrected.',
        practice:
          'For your next significant decision, set a deadline, list three options, pick one and write down what result would make you change it. Review the note a month later.',
      },
    ],
    communicationHeading: 'Communication skills',
    communicationSkills: [
      {
        name: 'Client communication',
        description:
          'Setting expectations clearly, reporting progress before clients ask and delivering bad news early. Most client relationships end over surprises, not over mistakes.',
        practice:
          'Send every active client a Friday update of five lines: done this week, next week, anything needed from them, any risk, one number that shows progress.',
      },
      {
        name: 'Team leadership',
        description:
          'Giving people clear outcomes, the context behind them and room to decide how. With freelancers and small teams, a good brief does most of the managing.',
        practice:
          'For the next task you delegate, write the outcome, the deadline, why it matters and what “done” looks like, then ask the person to repeat it back in their own words.',
      },
      {
        name: 'Public speaking',
        description:
          'Explaining what you do to a room, a webinar or a camera. Short talks at local business groups remain one of the cheapest ways to win clients for a new agency.',
        practice:
          'Prepare a five-minute talk titled “Three ways a business in your chosen industry can use AI this month” (for example “Three ways a dental practice can use AI this month”), record it on your phone, watch it once and offer it to one local business group.',
      },
    ],
  },
  goalSetting: {
    heading: 'Strategic Goal Setting',
    intro:
      'Vague goals (“grow the agency”) cannot guide a week. SMART goals can, because they say exactly what success is and when you will check it.',
    smart: [
      {
        letter: 'S',
        name: 'Specific',
        description: 'Say exactly what will be achieved and in which part of the business.',
        example: 'Sign retainer clients for chatbot maintenance, not “get more clients”.',
      },
      {
        letter: 'M',
        name: 'Measurable',
        description: 'Attach a number you can count without arguing about it.',
        example: 'Three new retainer clients at $300 a month or more.',
      },
      {
        letter: 'A',
        name: 'Achievable',
        description:
          'Stretching but possible with your time and pipeline. Work backwards from your conversion rates to check.',
        example:
          'With about one in five proposals accepted, three clients need around fifteen proposals, which means roughly thirty discovery calls.',
      },
      {
        letter: 'R',
        name: 'Relevant',
        description:
          'Connected to the three-year picture, so hitting it moves the business in the right direction.',
        example: 'Retainers build steady monthly income, which the three-year vision depends on.',
      },
      {
        letter: 'T',
        name: 'Time-bound',
        description: 'A date to hit it and dates to check progress on the way.',
        example: 'By 31 March, with a check every second Friday.',
      },
    ],
    workedExample: {
      heading: 'A worked SMART goal',
      blocks: [
        p(
          'Goal: “By 31 March, sign three new retainer clients at $300 a month or more for chatbot maintenance, from independent clinics in our region.”',
        ),
        bullets(
          'Weekly actions: 40 researched outreach emails, 3 discovery calls, 1 proposal.',
          'Leading measure checked every second Friday: discovery calls booked (target 6 a fortnight).',
          'Lagging measure: retainers signed.',
          'If calls fall below 4 a fortnight for two checks in a row, change the outreach message before changing the goal.',
        ),
        p(
          'The conversion rates in this example are illustrative. Replace them with your own figures after your first 20 proposals; the product’s KPI tracker stores them for you.',
        ),
      ],
    },
  },
  growthMindset: {
    heading: 'Growth Mindset',
    intro:
      'A growth mindset is the belief that skills improve with effort, good strategies and feedback. For founders in a field that changes monthly, it decides whether a setback becomes a lesson or a reason to stop.',
    traitsHeading: 'Growth-mindset traits',
    traits: [
      {
        name: 'Treats feedback as data',
        description:
          'Asks clients what could have gone better at the end of every project, and changes the process because of the answer.',
      },
      {
        name: 'Learns in public',
        description:
          'Shares what a project taught, including what failed, which builds trust with clients and peers.',
      },
      {
        name: 'Runs small experiments',
        description:
          'Tests a new offer, channel or tool for two weeks with a clear measure, instead of debating it for months.',
      },
      {
        name: 'Seeks harder problems',
        description:
          'Takes the project slightly beyond current skill, with a plan to learn what is missing.',
      },
    ],
    pitfallsHeading: 'Fixed-mindset pitfalls',
    pitfalls: [
      {
        name: '“I’m not technical”',
        description:
          'Writing yourself out of a skill before trying. Most agency work is process and communication; the technical parts are learnable in weeks with today’s tools.',
      },
      {
        name: 'Avoiding sales after a rejection',
        description:
          'Reading a “no” as a verdict on you rather than on the message, the timing or the fit.',
      },
      {
        name: 'Waiting to be ready',
        description:
          'Delaying the offer, the website or the first call until everything feels perfect, while the market moves on.',
      },
      {
        name: 'Comparing yourself to others’ highlights',
        description:
          'Measuring your month three against someone else’s year three on social media, then losing heart. Compare yourself with your own last quarter.',
      },
    ],
  },
  learningPlan: {
    heading: 'Continuous Learning Plan',
    intro:
      'AI tools change faster than any course can keep up with. A light, regular routine keeps your knowledge current without taking over your week.',
    daily: [
      'Spend 15 minutes using an AI tool on a real task and note one thing that worked or failed.',
      'Read one item from a trusted source: a vendor’s changelog or one newsletter you chose on purpose.',
      'Write one line in a learning log: what I learned today and where I will use it.',
    ],
    weekly: [
      'Block one hour to try one new feature or tool against a task from your own work.',
      'Watch or read one case study of an AI project in an industry you serve.',
      'Review your learning log and pick one idea to use with a client or in your business.',
      'Share one lesson in a short post or with a peer.',
    ],
    monthly: [
      'Check the pricing and plans of the tools you recommend, and update your proposals.',
      'Complete one module or course and apply it to a real project.',
      'Have one conversation with a peer or mentor about a problem you are stuck on.',
      'Review progress on your SMART goal and adjust the next month’s actions.',
    ],
  },
  callToAction: {
    heading: 'Make it yours this week',
    text: 'Download your Personal Development Plan, fill in your three-year picture and one SMART goal, and put the daily 15 minutes in your calendar. Then mark this module complete and come back to the plan on the first of each month.',
  },
  resources: [
    {
      name: 'Personal Development Plan',
      type: 'pdf',
      size: '3 pages',
      document: {
        title: 'Personal Development Plan',
        subtitle:
          'Vision, leadership habits, a SMART goal and your learning routine on a few pages',
        sections: [
          section(
            'My three-year picture',
            p(
              'Write in the present tense, as if it is already true, in about 100 words. Include who your clients are, what you sell, who works with you and what a normal week looks like.',
            ),
            table(
              ['Question', 'My answer'],
              ['Clients', ''],
              ['Services', ''],
              ['Team', ''],
              ['Typical week', ''],
              ['Income range', ''],
            ),
          ),
          section(
            'Leadership self-assessment',
            p(
              'Score yourself from 1 (rarely) to 5 (consistently), then choose one trait and one skill to practise for 30 days.',
            ),
            table(
              ['Trait or skill', 'Score now (1-5)', 'Evidence', 'Score in 90 days (target)'],
              ['Visionary thinking', '', '', ''],
              ['Adaptability', '', '', ''],
              ['Decision making', '', '', ''],
              ['Client communication', '', '', ''],
              ['Team leadership', '', '', ''],
              ['Public speaking', '', '', ''],
            ),
          ),
          section(
            'My 30-day practice',
            table(
              ['Practising', 'What I will do', 'How often', 'How I will know it worked'],
              ['Trait:', '', '', ''],
              ['Skill:', '', '', ''],
            ),
            callout(
              'Pick practices small enough to do on your worst week. Five lines every Friday beats an ambitious plan abandoned by week two.',
            ),
          ),
          section(
            'My SMART goal',
            table(
              ['Letter', 'My goal, part by part'],
              ['Specific: what exactly?', ''],
              ['Measurable: what number?', ''],
              ['Achievable: what do my conversion rates say it takes?', ''],
              ['Relevant: how does it serve the three-year picture?', ''],
              ['Time-bound: by when, and when do I check?', ''],
            ),
            p('Written as one sentence:'),
            p(
              'By ____________, I will ______________________, measured by ______________, because ______________________.',
            ),
          ),
          section(
            'Working back from the goal',
            numbered(
              'Result needed by the deadline: ____________.',
              'Conversion rate from the previous stage (use your own or start with an estimate and correct it): ______%.',
              'Activity needed at that stage: result ÷ rate.',
              'Repeat for each earlier stage until you reach a weekly activity you control (emails sent, calls made).',
              'Put that weekly activity in your calendar as fixed blocks.',
            ),
          ),
          section(
            'Mindset check-in (monthly)',
            bullets(
              'A setback this month and what it taught me:',
              'An experiment I ran, its measure and its result:',
              'A fixed-mindset thought I caught myself in, and the reframe:',
              'Feedback I asked for, and what I changed:',
            ),
          ),
          section(
            'Learning routine tracker',
            table(
              [
                'Week',
                'Daily 15 minutes (days done)',
                'Weekly hour: what I tried',
                'Lesson shared',
                'Monthly item done',
              ],
              ['1', '', '', '', ''],
              ['2', '', '', '', ''],
              ['3', '', '', '', ''],
              ['4', '', '', '', ''],
            ),
          ),
          section(
            'Quarterly review',
            numbered(
              'Did I hit my SMART goal? If not, which stage fell short?',
              'Which leadership practice became a habit, and which did I drop?',
              'What is the one skill that would make the biggest difference next quarter?',
              'What will I stop doing to make time for it?',
              'What is my SMART goal for the next quarter?',
            ),
          ),
        ],
      },
    },
  ],
};
