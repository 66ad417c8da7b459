import type { Lesson, StrategyContent, StrategyModule } from './types';

const lesson1: Lesson<StrategyContent> = {
  id: 1,
  title: 'AI Market Opportunities',
  duration: '12 minutes',
  content: {
    overview:
      'After this lesson you will be able to choose a niche where small businesses will pay for AI help, check the demand yourself in an afternoon, and describe your offer in one sentence a prospect understands. A clear niche is the difference between an agency that chases every lead and one that gets referred.',
    topics: [
      {
        heading: 'Why small businesses are the opening',
        body: [
          'Large companies have in-house teams and consultancies for AI. Businesses with 5 to 100 staff usually have neither: the owner has heard that AI can help, has tried ChatGPT a few times, and has no time to turn that into working systems. That gap between interest and implementation is the market for a small AI agency.',
          'These businesses buy outcomes, not technology. They will not pay for “an AI strategy”; they will pay for “every enquiry answered within five minutes” or “no more Friday afternoons spent on invoices”. Frame everything you sell that way.',
        ],
      },
      {
        heading: 'Five service categories that sell in 2026',
        body: [
          {
            kind: 'table',
            caption: 'Common AI services for small businesses',
            columns: ['Service', 'What the client gets', 'Typical buyer'],
            rows: [
              [
                'Customer communication',
                'Website and messaging assistant, missed-call text-back, review replies',
                'Clinics, trades, hospitality, local retail',
              ],
              [
                'Lead follow-up and sales admin',
                'Instant enquiry replies, CRM updates, call summaries, proposal drafts',
                'Professional services, home improvement, B2B firms',
              ],
              [
                'Content production',
                'Monthly social, email and blog content from a brand brief, with human editing',
                'Any business that markets itself online',
              ],
              [
                'Back-office automation',
                'Document extraction, invoicing reminders, reporting, scheduling',
                'Contractors, logistics, accountancy and property firms',
              ],
              [
                'AI training and adoption',
                'Workshops, prompt libraries, AI use policy for staff',
                'Teams of 10 to 100 whose staff already use AI informally',
              ],
            ],
          },
          'Most new agencies do best picking one category as the entry offer and adding a second once they have three happy clients.',
        ],
      },
      {
        heading: 'Choosing a niche: the three-circle test',
        body: [
          'A niche is an industry, a problem, or both: “AI receptionists for dental practices”, or “lead follow-up for home improvement firms”. Score each candidate niche on three questions, from 1 to 5.',
          {
            kind: 'list',
            ordered: true,
            items: [
              'Access: do you know people in this industry, speak its language or have worked in it?',
              'Pain: does a missed call, a slow reply or an admin backlog cost these businesses real money?',
              'Ability to pay: does a typical business have revenue above roughly $500,000 a year, or high-value customers, so that a few thousand dollars is an easy decision?',
            ],
          },
          'Pick the niche with the highest total, with no score below 3. Access matters more than people think: a former restaurant manager selling to restaurants starts every conversation with credibility.',
        ],
      },
      {
        heading: 'Checking demand in an afternoon',
        body: [
          'You do not need a market research budget. Use these free checks on your top niche before you build anything.',
          {
            kind: 'list',
            items: [
              'Count the businesses: search Google Maps for the niche in your region and note how many appear. A few hundred within reach is plenty for a one-person agency.',
              'Test the pain: call or message five of them after hours, and note how many reply and how fast. Slow replies are your evidence.',
              'Read their reviews: one-star reviews mentioning “never called back” or “couldn’t get through” point straight at a service you can sell.',
              'Look at job adverts: businesses hiring receptionists, admin assistants or marketing coordinators are already paying for the work you can support with AI.',
              'Ask three owners: a 15-minute call asking “what takes too much of your week?” is the best data you can get.',
            ],
          },
        ],
      },
      {
        heading: 'Sizing the opportunity with simple arithmetic',
        body: [
          'Keep the numbers simple and label them as estimates. Suppose there are 400 dental practices within your region, and you aim to win 1 in 40 over a year: that is 10 clients.',
          {
            kind: 'example',
            title: 'Example figures for a one-person agency',
            body: [
              'Ten clients each paying a $2,500 setup fee and a $600 monthly retainer bring $25,000 in setup fees and $72,000 a year in retainers. At around five hours of work per client per month for the retainer, that is 50 hours a month of recurring work.',
              'These are example figures to show the arithmetic, not a promise of income. Replace them with your own prices and win rate once you have real proposals out.',
            ],
          },
          'The point of the exercise is to see whether a niche can support your goals with a realistic number of clients. If you would need 200 clients at $50 a month, the niche or the offer is wrong.',
        ],
      },
      {
        heading: 'Looking at the competition',
        body: [
          'Competition is a good sign: it proves businesses pay for the service. Spend half an hour finding who already sells AI help to your niche: search for the niche plus “AI assistant”, “chatbot” or “automation”, look at software vendors that target it, and ask owners who they have heard from.',
          'Note three things about each competitor: what they promise, how they price (monthly software fee, project fee or both) and what their reviews complain about. Software vendors usually sell a tool and leave setup to the customer; freelancers often build something and disappear after launch.',
          'Those gaps are your positioning. An agency that sets the tool up properly, trains the team and stays on a monthly plan to improve it is a different offer from a $99-a-month app, and can be priced as one.',
        ],
      },
      {
        heading: 'Where the first clients come from',
        body: [
          'Early clients rarely come from ads. They come from people who already trust you: former employers, suppliers, local business groups, your accountant’s other clients, and owners you met during your demand checks.',
          'Offer the first two or three a clearly reduced price in return for a case study and a referral if they are happy. Join one trade association or local business network in your niche and show up regularly; a ten-minute talk on “five ways AI saves a practice time this year” fills a calendar faster than cold outreach.',
        ],
      },
      {
        heading: 'Your one-sentence positioning',
        body: [
          'Write your offer as: “I help [type of business] [get a result] with [how], without [what they fear].” For example: “I help dental practices answer every patient enquiry within five minutes with an AI assistant, without replacing their front-desk team.”',
          'Use this sentence on your website headline, your LinkedIn profile and the first line of every outreach message. If a business owner cannot repeat it after reading it once, rewrite it.',
          'Avoid positioning as “an AI agency for everyone”. Broad positioning forces you to compete on price with every freelancer; narrow positioning lets you reuse your work, speak your buyer’s language and charge for expertise.',
        ],
      },
    ],
    keyTakeaways: [
      'Small businesses with 5 to 100 staff want AI results but lack the time and skills to implement them.',
      'Sell outcomes such as faster replies or fewer admin hours, not technology.',
      'Choose a niche by access, pain and ability to pay, with no score below 3 out of 5.',
      'Check demand for free: count businesses, test their response times, read their reviews and talk to owners.',
      'Size the niche with simple, labelled arithmetic to see whether a realistic number of clients meets your goals.',
    ],
    actionItems: [
      'Score three candidate niches on access, pain and ability to pay, and pick one.',
      'Message five businesses in that niche outside office hours and record how long each takes to reply.',
      'Read twenty one- and two-star reviews in the niche and list the complaints AI could help prevent.',
      'Write your one-sentence positioning and test it on two people outside the industry.',
      'Book three 15-minute calls with owners in the niche to ask what takes too much of their week.',
    ],
  },
  exercises: [
    {
      title: 'Build a niche fact sheet',
      steps: [
        'Write the niche name and count how many of these businesses sit within your region on Google Maps.',
        'Record the reply times from your five after-hours test enquiries, with the average.',
        'List the three complaints that appear most often in their low reviews.',
        'Name three competitors, with their promise, their price model and one weakness each.',
        'Finish with your one-sentence positioning and keep the sheet for your first sales calls.',
      ],
    },
  ],
};

const lesson2: Lesson<StrategyContent> = {
  id: 2,
  title: 'Client Needs Assessment',
  duration: '15 minutes',
  content: {
    overview:
      'After this lesson you will be able to run a structured 45-minute needs assessment with a business owner, capture the numbers that matter, and turn the conversation into a prioritised list of AI opportunities the client agrees with. A good assessment sells the project for you, because the client hears their own problems and their own numbers back.',
    topics: [
      {
        heading: 'Before the call: ten minutes of homework',
        body: [
          'Never arrive at an assessment knowing nothing. Ten minutes of preparation shows respect and gives you better questions.',
          {
            kind: 'list',
            items: [
              'Read the client’s website: services, prices if shown, booking process, contact options.',
              'Send a test enquiry through their website form or chat and note how long the reply takes.',
              'Read their latest 20 Google reviews for complaints about responsiveness, booking or communication.',
              'Check their social media: how often they post, and whether comments get answered.',
              'Note the software you can see: booking widgets, chat tools, payment providers, newsletter sign-up forms.',
            ],
          },
          'Write down three hypotheses, such as “enquiries after 5 pm go unanswered until the next morning”. The call will confirm or correct them.',
        ],
      },
      {
        heading: 'The structure of the call',
        body: [
          'A consistent structure keeps you on time and makes your assessments comparable across clients. Send the agenda in advance so the owner can bring the right person, often an office manager.',
          {
            kind: 'table',
            caption: 'A 45-minute needs assessment',
            columns: ['Minutes', 'Section', 'Goal'],
            rows: [
              ['0-5', 'Context', 'Agree the purpose and confirm the time available'],
              ['5-15', 'Business snapshot', 'Team, customers, revenue range, goals for the year'],
              [
                '15-30',
                'Workflow walk-through',
                'Follow an enquiry and a job from first contact to payment',
              ],
              ['30-40', 'Pain and numbers', 'Hours, volumes, error costs, missed opportunities'],
              ['40-45', 'Next steps', 'Agree what you will send and when'],
            ],
          },
        ],
      },
      {
        heading: 'Questions that uncover real needs',
        body: [
          'Ask open questions and follow the energy: when the owner sighs or says “don’t get me started”, that is where the value is.',
          {
            kind: 'list',
            ordered: true,
            items: [
              'What would you like the business to look like in twelve months: revenue, team size, your own hours?',
              'Walk me through what happens when a new customer gets in touch. Who sees it first, and what happens next?',
              'Which tasks do you or your team do every day that you wish you never had to do again?',
              'Where do things fall through the cracks: missed calls, late quotes, forgotten follow-ups, invoices chased late?',
              'How many enquiries do you get in a typical week, and roughly how many become paying customers?',
              'What is an average customer worth to you, for one job and over a year?',
              'Which software do you pay for today, and which parts of it does nobody use?',
              'Have you tried any AI tools already? What worked and what annoyed you?',
              'If we could fix one thing in the next 30 days, what would make the biggest difference?',
              'Who besides you needs to agree before you invest in something like this?',
            ],
          },
          'The last question matters: finding out early that a business partner or finance manager must approve saves weeks of chasing a proposal that cannot be signed.',
        ],
      },
      {
        heading: 'Capture the numbers while you listen',
        body: [
          'Numbers turn opinions into a business case. For each problem the client names, try to capture four figures, even as rough estimates they agree with.',
          {
            kind: 'list',
            items: [
              'Volume: how many times a week it happens (enquiries, invoices, posts, calls).',
              'Time: minutes per instance, and who does it.',
              'Cost of the person: an hourly figure including wages and overheads; the owner’s own time counts too.',
              'Cost of failure: what a missed enquiry, a late invoice or an error costs when it happens.',
            ],
          },
          {
            kind: 'example',
            title: 'Worked example: a roofing company',
            body: [
              'The owner estimates 35 enquiries a week, of which about 10 arrive evenings and weekends and get a reply the next working day. He thinks about a third of those go to faster competitors, he wins around half of the jobs he quotes, and an average job is worth $4,000 with a 30% margin.',
              'That is about 3 lost enquiries a week, or 1 to 2 lost jobs at $1,200 margin each: roughly $2,000 a week of missed margin, by his own estimate. Even if the real figure is half of that, an instant-reply system priced at a few thousand dollars pays for itself within weeks. You did not need to make any claim: the numbers are his.',
            ],
          },
        ],
      },
      {
        heading: 'Scoring and prioritising opportunities',
        body: [
          'After the call, list every opportunity you heard and score it on three scales from 1 to 5: impact (money or hours at stake), ease (data available, tools ready, few people involved) and risk (what happens if the AI gets it wrong, where 5 means low risk).',
          {
            kind: 'table',
            caption: 'Example scoring for the roofing company',
            columns: ['Opportunity', 'Impact', 'Ease', 'Low risk', 'Total'],
            rows: [
              ['Instant reply and booking for evening enquiries', '5', '4', '4', '13'],
              ['Follow-up sequence for quotes not yet accepted', '4', '4', '5', '13'],
              ['Drafting quotes from site photos and notes', '4', '2', '3', '9'],
              ['Monthly social posts from job photos', '2', '5', '5', '12'],
            ],
          },
          'Recommend the top one or two as a first phase. Resist selling everything at once: a focused first project delivered in weeks builds the trust that sells the second phase.',
        ],
      },
      {
        heading: 'Listening habits that make clients open up',
        body: [
          'The best assessors talk for about a fifth of the call. Five habits help you stay in listening mode.',
          {
            kind: 'list',
            items: [
              'Ask for a story, not an opinion: “tell me about the last time a lead slipped through” gets a richer answer than “do you lose leads?”.',
              'Repeat their words back: “so Monday mornings are spent clearing the weekend inbox?” shows you heard and invites detail.',
              'Stay quiet for three seconds after an answer; owners often add the most important point after a pause.',
              'Do not pitch during the assessment. If you hear a perfect fit, write it down and keep asking questions.',
              'Ask to see the screen: watching the office manager process one real enquiry reveals steps nobody thinks to mention.',
            ],
          },
          'If the call runs on site, ask for ten minutes at the front desk or in the office. Seeing the sticky notes, the shared inbox and the paper diary tells you more than any description.',
        ],
      },
      {
        heading: 'Red flags to notice',
        body: [
          'Some signs mean the project will struggle, and it is better to address them before signing.',
          {
            kind: 'list',
            items: [
              'No one owns the process: if nobody will check the assistant’s answers or update the FAQ, quality decays within months.',
              'The data is missing or scattered: enquiries across four inboxes and a paper diary need tidying before any automation.',
              'Expectations of magic: “AI should run the whole office” needs resetting to a first, measurable step.',
              'Sensitive data without clear rules: health, legal or financial details need tools whose business terms allow that use, and sometimes professional advice.',
              'The client wants to cut staff immediately: projects framed as replacing people often meet resistance from the team whose help you need.',
            ],
          },
        ],
      },
      {
        heading: 'Running the assessment over video',
        body: [
          'Most assessments now happen on a video call, which has advantages: you can record with permission, get an automatic transcript and ask the client to share their screen while they process a real enquiry.',
          'Ask permission to record at the start and explain that the recording is only used to write their summary. Turn the transcript into notes with an AI assistant straight after the call, then check the numbers against what you heard. Delete the recording once the summary is agreed, unless the client asks you to keep it.',
        ],
      },
      {
        heading: 'After the call: the summary that sells',
        body: [
          'Within 24 hours, send a one-page summary. Use the client’s words and numbers, not jargon, in this order: what you heard (their goals and problems), what it costs them today (their own estimates), what you recommend first and why, what it would take (time, their involvement, rough investment range), and the next step with a date.',
          'Many clients sign from this page alone, because it shows you listened. Keep the full proposal for the next step, once they agree the summary is right.',
        ],
      },
    ],
    keyTakeaways: [
      'Prepare for ten minutes: test the client’s enquiry response and read their reviews before the call.',
      'Run a fixed 45-minute structure from business snapshot to workflow walk-through to numbers.',
      'Capture volume, time, cost of the person and cost of failure for every problem, using the client’s own estimates.',
      'Score opportunities by impact, ease and risk, and recommend a focused first phase.',
      'Watch for red flags such as no process owner, scattered data and expectations of magic.',
      'Send a one-page summary in the client’s words within 24 hours.',
    ],
    actionItems: [
      'Turn the ten questions into a call template in your notes app or CRM.',
      'Build a scoring sheet with columns for impact, ease, risk and total.',
      'Run a practice assessment with a friend who owns or manages a business, and time each section.',
      'Write a one-page summary template with the five headings from this lesson.',
      'Send a test enquiry to three businesses in your niche and note their response times for your next calls.',
    ],
  },
  exercises: [
    {
      title: 'Calculate the cost of one problem',
      steps: [
        'Choose one problem from a practice call or your own business, such as late replies to enquiries.',
        'Write down the weekly volume, minutes per instance and hourly cost of the person doing it.',
        'Estimate the cost of failure: how many sales or hours are lost when it goes wrong.',
        'Multiply out a monthly cost and write one sentence you could say to the owner about it, labelling it as their estimate.',
      ],
    },
    {
      title: 'Score a practice assessment',
      steps: [
        'List every opportunity you heard during your practice call, one per row.',
        'Score each for impact, ease and low risk from 1 to 5, and add the totals.',
        'Pick the top two and write, for each, the outcome in the client’s words and the measure you would track.',
        'Ask your practice client whether the ranking matches what they would fix first, and note where it differs.',
      ],
    },
  ],
};

const lesson3: Lesson<StrategyContent> = {
  id: 3,
  title: 'Building AI Service Packages',
  duration: '10 minutes',
  content: {
    overview:
      'After this lesson you will be able to turn your skills into three clearly scoped service packages, each with deliverables, a timeline and what the client must provide, so prospects can say yes without a long negotiation. Packages make you faster to sell and faster to deliver, because each project looks like the last one.',
    topics: [
      {
        heading: 'Why packages beat custom quotes',
        body: [
          'A custom quote for every prospect means a new scope, a new estimate and a new delivery plan each time. It is slow for you and confusing for the client, who cannot compare options.',
          'A package is a named, fixed bundle of work: “AI Enquiry Assistant, delivered in three weeks, including these six things.” The client compares three options instead of reading a ten-page proposal, and you deliver from a checklist you improve with every project.',
        ],
      },
      {
        heading: 'The three-tier structure',
        body: [
          'Most agencies offer three tiers that grow in scope. The teaching figures used in this course are Starter at $500 to $1,500, Growth at $1,500 to $5,000, and Enterprise from $5,000; the next lesson shows how to choose your exact prices inside those ranges.',
          {
            kind: 'table',
            caption: 'Example packages for a customer-communication niche',
            columns: ['Tier', 'Scope', 'Deliverables', 'Timeline'],
            rows: [
              [
                'Starter',
                'One workflow, one channel',
                'Website chat assistant trained on up to 30 FAQs, hand-over to email, one training call',
                '1 to 2 weeks',
              ],
              [
                'Growth',
                'Two or three connected workflows',
                'Starter plus missed-call text-back, CRM logging of every enquiry, follow-up sequence, monthly report',
                '3 to 5 weeks',
              ],
              [
                'Enterprise',
                'Multi-location or multi-team',
                'Growth plus several channels, booking integration, staff workshop, AI use policy, priority support',
                '6 to 10 weeks',
              ],
            ],
          },
          'The middle tier should be the one you expect most clients to choose. Put the most value there, and make the Starter a genuine but limited first step rather than a trap.',
        ],
      },
      {
        heading: 'Writing the scope so nobody argues later',
        body: [
          'Every package description needs five parts. Leaving one out is how projects drift and profit disappears.',
          {
            kind: 'list',
            ordered: true,
            items: [
              'Outcome: the result in the client’s words, such as “every website enquiry answered within one minute, day or night”.',
              'Deliverables: the concrete things you hand over, each countable (“up to 30 FAQs”, “two automations”, “one 60-minute training session”).',
              'Client responsibilities: what they provide and by when (FAQ answers, logins, a named contact, approval within three working days).',
              'Exclusions: what is not included, such as new website design, paid tool subscriptions or changes after sign-off.',
              'Acceptance: how both sides agree it works, for example “20 test questions answered correctly and reviewed by the office manager”.',
            ],
          },
          'Tool subscriptions are usually paid by the client on their own account. It keeps their data in their name and removes a cost you would otherwise carry.',
        ],
      },
      {
        heading: 'Adding the recurring part',
        body: [
          'AI systems need care after launch: answers to update, prompts to improve when a model changes, new questions to add, and reports to review. That is why most packages end in an ongoing support plan.',
          {
            kind: 'list',
            items: [
              'Care plan: monitoring, fixes, monthly updates to the knowledge base and a short report.',
              'Growth plan: the care plan plus one new improvement or automation each month.',
              'Content plan: a fixed number of posts, emails or articles each month, drafted with AI and edited by you.',
            ],
          },
          'Describe the monthly plan in hours or outputs, never as “unlimited”. Unlimited support is the fastest way to turn a good client into an unprofitable one.',
        ],
      },
      {
        heading: 'Productising your delivery',
        body: [
          'A package is only profitable if delivery is repeatable. After each project, update three assets: an onboarding form that collects everything you need in one go, a delivery checklist with every step in order, and a template library (prompts, automation blueprints, report layouts) you can copy for the next client.',
          {
            kind: 'example',
            title: 'How delivery time falls (illustrative)',
            body: [
              'A first Starter project might take 20 hours because everything is new. With the checklist and templates, the third often takes around 10, and by the tenth many agencies report 6 to 8 hours.',
              'Your price stays the same while your hours fall, which is where an agency’s margin comes from. Track your own hours per project to see your real curve.',
            ],
          },
        ],
      },
      {
        heading: 'A paid assessment as the front door',
        body: [
          'Many agencies add a small fixed-price package in front of the three tiers: an AI opportunity assessment delivered in a week, with the call, a scored opportunity list and a one-page plan. It qualifies serious buyers, pays you for the diagnosis, and often ends with the fee credited against the first project if the client goes ahead within 30 days.',
        ],
      },
      {
        heading: 'Common packaging mistakes',
        body: [
          {
            kind: 'list',
            items: [
              'Too many options: more than three tiers, or a long menu of add-ons, slows the decision. Keep extras to two or three.',
              'Scope by hours instead of outcomes: “20 hours of AI consulting” makes clients watch the clock; “enquiry assistant live in three weeks” makes them watch the result.',
              'Packages nobody can deliver in the stated time: test the timeline on your own first project before promising it.',
              'No entry point: without a small first step, cautious owners delay. A paid assessment or a Starter package lowers the risk of saying yes.',
              'Forgetting the team: every package should include a short handover session, because an assistant nobody knows how to update soon falls out of use.',
            ],
          },
        ],
      },
      {
        heading: 'Naming and presenting your packages',
        body: [
          'Name packages after the outcome, not the technology: “Never Miss a Lead” sells better than “Chatbot Tier 2”. Present them on one page, side by side, with the recommended one highlighted, a one-line description of who each is for, and the first step to start.',
        ],
      },
    ],
    keyTakeaways: [
      'Packages replace slow custom quotes with fixed, comparable options that are quicker to sell and deliver.',
      'Use three tiers, Starter, Growth and Enterprise, with the most value in the middle one.',
      'Every package states outcome, deliverables, client responsibilities, exclusions and acceptance.',
      'Add a monthly plan defined in hours or outputs, never unlimited.',
      'Checklists, onboarding forms and templates make delivery faster with every project.',
    ],
    actionItems: [
      'Draft your Starter, Growth and Enterprise packages for your chosen niche using the table in this lesson.',
      'Write the five scope parts for your Growth package.',
      'Create an onboarding form that collects logins, FAQs, contacts and brand material in one go.',
      'Name each package after the outcome it delivers and test the names on a business owner.',
    ],
  },
  exercises: [
    {
      title: 'Write your Growth package on one page',
      steps: [
        'Give it an outcome name and a one-line description of who it is for.',
        'List every deliverable with a number attached, such as up to 30 FAQs or two automations.',
        'Write the client’s responsibilities with deadlines and the exclusions.',
        'Define acceptance as a test both sides can run in under an hour.',
        'Show it to one business owner and ask which line they did not understand; rewrite that line.',
      ],
    },
  ],
};

const lesson4: Lesson<StrategyContent> = {
  id: 4,
  title: 'Pricing AI Solutions',
  duration: '8 minutes',
  content: {
    overview:
      'After this lesson you will be able to set a price for a project or retainer from the value it creates and the effort it takes, choose payment terms that protect your cash flow, and answer “why does it cost that much?” calmly. The figures below are teaching examples, not rules.',
    topics: [
      {
        heading: 'Three ways to set a price',
        body: [
          {
            kind: 'list',
            items: [
              'Cost-plus: your estimated hours times an hourly rate, plus a margin. Safe for your first projects, but it caps what you earn and punishes you for getting faster.',
              'Market rate: what similar agencies charge. Useful as a sanity check, but it ignores the particular client’s gains.',
              'Value-based: a share of the money or time the project saves or earns for the client. The most profitable, and the most convincing when your needs assessment captured the client’s numbers.',
            ],
          },
          'In practice, work out all three and choose a price between your cost floor and roughly a tenth to a fifth of the first year’s value to the client. That leaves the client a clear return and you a healthy margin.',
        ],
      },
      {
        heading: 'A worked example',
        body: [
          {
            kind: 'example',
            title: 'Pricing an enquiry assistant for a dental practice (example figures)',
            body: [
              'Cost floor: about 25 hours of work at an internal rate of $75 an hour, or $1,875. Value: the practice estimates it loses 4 new patients a month to slow replies, each worth about $800 in the first year, or $38,400 a year.',
              'A tenth of that value is $3,840. A price of $3,500 sits inside the Growth band of $1,500 to $5,000, is almost double the cost floor, and on the practice’s own estimate pays back in about five weeks if all four patients are recovered, or about two months if only two are.',
            ],
          },
          'Always present the value calculation with the client’s figures and say they are estimates. You are showing your reasoning, not guaranteeing a result.',
        ],
      },
      {
        heading: 'Payment terms that protect you',
        body: [
          {
            kind: 'list',
            items: [
              'Projects under $5,000: 50% upfront and 50% on acceptance. Work starts when the deposit arrives.',
              'Larger projects: three instalments, for example 40% upfront, 30% at a midpoint milestone and 30% on acceptance.',
              'Retainers: billed monthly in advance, typically 20% to 30% of the project value each month, with a minimum term of three months.',
              'Tool subscriptions: paid directly by the client, so price changes by vendors do not eat your margin.',
            ],
          },
          'Put terms in writing before starting: what is included, how many rounds of changes, how extra work is charged, and the notice period to cancel a retainer.',
        ],
      },
      {
        heading: 'Pricing the monthly retainer',
        body: [
          'A retainer pays for ongoing work, so price it from what you will actually do each month. List the tasks (monitoring, knowledge-base updates, one improvement, a report and a review call), estimate the hours and apply your rate. Then check the result against the 20% to 30% guide: a $3,500 project would suggest a retainer of roughly $700 to $1,050 a month.',
          'If the two numbers disagree, trust the task list and adjust the scope. Review the retainer after three months, when you know the real hours, and show the client the report that proves the monthly value.',
        ],
      },
      {
        heading: 'When and how to raise prices',
        body: [
          'Raise prices for new clients when you win more than about two in three proposals, when your calendar is full for the next month, or when you have a case study in the niche. Increase in steps of 10% to 20% and watch the win rate.',
          'For existing clients, give at least 30 days’ notice in writing and explain what has improved. Many agencies keep early clients on their original rate for a year as thanks.',
        ],
      },
      {
        heading: 'Handling price objections',
        body: [
          'When a client says “that is more than I expected”, do not discount straight away. Ask what they were comparing it with, then return to their numbers: “You estimated four lost patients a month. If this recovers even two, that is $1,600 a month, so it pays for itself in about two months.”',
          'If the budget really is smaller, reduce scope rather than price: offer the Starter package or phase the work. Discounting the same scope teaches clients that your first price was not real.',
        ],
      },
    ],
    keyTakeaways: [
      'Compare cost-plus, market rate and value-based prices, then price between your cost floor and a tenth to a fifth of the first year’s value.',
      'Show the value calculation with the client’s own estimates, clearly labelled.',
      'Ask for 50% upfront on projects under $5,000 and bill retainers monthly in advance.',
      'Answer price objections with the client’s numbers, and cut scope rather than price.',
    ],
    actionItems: [
      'Work out your internal hourly rate and the cost floor of each of your three packages.',
      'Price your Growth package using the value-based method on one real or practice client.',
      'Write your payment terms, including deposit, change rounds and retainer notice period.',
      'Practise your answer to “that is more than I expected” out loud three times.',
    ],
  },
  exercises: [
    {
      title: 'Price one package three ways',
      steps: [
        'Estimate the hours your Growth package takes and multiply by your internal rate to get the cost floor.',
        'Find two competitors’ published prices for similar work to get a market range.',
        'Use a practice client’s estimates to calculate a first-year value and take a tenth of it.',
        'Choose a price, write one sentence justifying it, and check it sits inside the teaching range for its tier.',
      ],
    },
  ],
};

const lesson5: Lesson<StrategyContent> = {
  id: 5,
  title: 'Case Studies and Success Stories',
  duration: '5 minutes',
  content: {
    overview:
      'After this lesson you will be able to walk a prospect through what an AI project looks like from first call to results, using composite examples, and know how to collect and publish your own case studies honestly. The three stories below are illustrative composites built from common project patterns, not accounts of named clients.',
    topics: [
      {
        heading: 'Composite 1: the accountancy firm that stopped retyping',
        body: [
          'A six-person accountancy practice received client documents by email, scanned them and retyped the key figures into its bookkeeping software, around 12 staff hours a week in tax season. The agency set up a shared upload folder, an extraction step that read each document, and an automation that created draft entries for a bookkeeper to approve.',
          'The project was priced as a Growth package with a monthly care plan. The measures agreed at the start were hours spent on data entry, the share of drafts needing correction, and turnaround time for client returns.',
        ],
      },
      {
        heading: 'Composite 2: the landscaping company that answered every lead',
        body: [
          'A landscaping firm with two crews advertised heavily in spring but replied to web enquiries only in the evening. The agency added an instant reply that asked three qualifying questions, offered site-visit slots from the owner’s calendar and logged every enquiry in a simple CRM.',
          'The Starter package took two weeks. The owner tracked reply time, site visits booked per week and quotes won, and compared them with the same months of the previous year.',
        ],
      },
      {
        heading: 'Composite 3: the boutique agency that scaled content',
        body: [
          'A three-person marketing agency wanted to serve more clients without hiring. Its AI partner built a brand-brief template, a prompt library per client and a review checklist, so each writer could draft faster and keep every client’s voice distinct.',
          'The work was sold as a training package plus a three-month retainer. Success was measured as posts delivered per writer per week and the number of client revision requests.',
        ],
      },
      {
        heading: 'What the three stories have in common',
        body: [
          'Each started with one painful, measurable task rather than a broad AI strategy. Each kept a person approving the output, agreed the measures before any work began, and moved to a monthly plan once the first workflow proved itself. That shape is worth copying.',
        ],
      },
      {
        heading: 'Collecting your own case studies honestly',
        body: [
          {
            kind: 'list',
            ordered: true,
            items: [
              'Agree the measures and record the starting figures before you begin.',
              'Measure again after 30 and 90 days, using the same method.',
              'Ask the client’s written permission to publish, and let them approve the text.',
              'Report real numbers with their context, never rounded up, and say what did not work.',
            ],
          },
          'Until you have your own results, present examples like the ones above as what a project looks like, never as results you achieved. Prospects respect honesty about being new far more than borrowed numbers they later find out were not yours.',
        ],
      },
    ],
    keyTakeaways: [
      'Use composite stories to explain the shape of a project, clearly labelled as illustrations.',
      'Strong case studies state the problem, the solution, the package and the measures agreed at the start.',
      'Record starting figures before any project, then measure after 30 and 90 days.',
      'Publish only with written permission and with honest, unrounded numbers.',
    ],
    actionItems: [
      'Write a starting-figures checklist to use at the kick-off of every project.',
      'Draft a one-page case study template: problem, solution, package, measures, results, client quote.',
      'Offer your first client a reduced fee in return for permission to publish an honest case study.',
    ],
  },
};

export const aiFoundations2: StrategyModule = {
  id: 'ai-foundations-2',
  kind: 'strategy',
  route: '/learning/ai-foundations-2',
  title: 'AI Strategy and Implementation',
  description:
    'Turn AI knowledge into a business: find the markets that pay, run a needs assessment with a client, package your services, price them with confidence and learn from worked examples.',
  category: 'Strategy',
  level: 'Beginner',
  outcomes: [
    'Pick a niche where small businesses will pay for AI help, using demand you can check yourself',
    'Run a 45-minute needs assessment and turn it into a prioritised list of AI opportunities',
    'Build three service packages with clear scope, deliverables and time frames',
    'Price projects and retainers from value and effort, with payment terms that protect you',
    'Use worked examples to explain to a prospect what an AI project looks like from start to finish',
  ],
  congratulation: "Congratulations! You've mastered AI strategy and implementation!",
  player: {
    tabs: ['Lesson Content', 'Key Takeaways', 'Action Items'],
    badge: 'Lesson {current} of {total}',
    previous: 'Previous',
    next: 'Next',
    complete: 'Complete',
  },
  lessons: [lesson1, lesson2, lesson3, lesson4, lesson5],
};
