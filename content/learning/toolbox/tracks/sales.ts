import { bullets, callout, numbered, p, section, table } from '../../resources/blocks';
import type { ToolboxTrack } from '../types';

export const salesTrack: ToolboxTrack = {
  id: 'toolbox-sales',
  title: 'Sales',
  shortTitle: 'Sales',
  description:
    'Find the right prospects, reach them with outreach that respects the rules, and turn a discovery call into a proposal the same day.',
  lessons: [
    {
      id: 'toolbox-lesson-4',
      title: 'Finding and Researching Prospects with AI',
      duration: '7 min',
      description:
        'Define who you sell to, spot the buying signals that show a business needs help now, and research a prospect properly in ten minutes.',
      outcome:
        'You can write an ideal client profile, build a list of 50 qualified prospects, and prepare a ten-minute research brief on any one of them.',
      sections: [
        section(
          'Start narrow: the ideal client profile',
          p(
            'New agencies fail at prospecting because they sell to “small businesses”. That is millions of companies with nothing in common, so every message has to be generic. A narrow profile lets you write one message that feels personal to hundreds of people.',
          ),
          p(
            'An ideal client profile (ICP) names an industry, a size, a place and a problem you can solve. Compare “businesses that need AI” with “independent physiotherapy clinics with 3 to 10 practitioners in Greater Manchester that lose bookings because nobody answers the phone during treatment sessions”.',
          ),
          bullets(
            'Industry: pick one where you know the vocabulary or have a contact.',
            'Size: large enough to pay $1,500 or more, small enough that the owner decides. Five to fifty staff is the usual sweet spot.',
            'Place: start local or in one time zone; it makes calls and trust easier.',
            'Problem: one painful, visible problem your first offer solves.',
          ),
        ),
        section(
          'Where the names come from',
          table(
            ['Source', 'Best for', 'Cost (as of 2026)'],
            [
              'Google Maps and industry directories',
              'Local businesses by category and area',
              'Free',
            ],
            [
              'LinkedIn Sales Navigator',
              'Decision-makers by role, company size and region',
              'Core from $99.99/mo',
            ],
            [
              'Apollo.io',
              'Company and contact data with verified emails',
              'Free plan; Basic from $49/user/mo billed annually',
            ],
            [
              'Clay',
              'Combining several data sources and AI research per row',
              'Free trial; paid plans from about $149/mo',
            ],
          ),
          p(
            'Start with the free sources. A list of 50 well-chosen local businesses you research properly will produce more meetings than 2,000 scraped contacts you email blindly.',
          ),
        ),
        section(
          'Buying signals: who needs help now',
          p(
            'A signal is a public clue that a business has your problem this month. Prospects showing a signal reply several times more often than those who do not, because your message arrives when the pain is real.',
          ),
          bullets(
            'Job adverts for a receptionist, administrator or social media assistant: they are paying for work AI could take on.',
            'Reviews mentioning slow replies, missed calls or booking trouble.',
            'A website contact form with no chat, no booking link and no reply-time promise.',
            'A new location, a new owner or a funding round: change creates budget and openness.',
            'Social accounts that stopped posting months ago.',
          ),
        ),
        section(
          'The ten-minute research brief',
          p(
            'Use an assistant with web browsing (ChatGPT, Claude or Perplexity) to speed up research, but read the sources it cites: it can attach the wrong person to the wrong company. The routine below takes about ten minutes per prospect once practised.',
          ),
          numbered(
            'Website (2 minutes): services, prices if shown, how people book, team page.',
            'Reviews (2 minutes): the three most recent complaints and compliments on Google.',
            'Signals (2 minutes): job adverts, news, last social post date.',
            'Decision-maker (2 minutes): owner or manager’s name and role from the website or LinkedIn.',
            'Hook (2 minutes): ask the assistant “Given these notes, what is the one problem this business most likely has that {{yourOffer}} solves? Quote the evidence.” Then check the evidence yourself.',
          ),
          callout(
            'Suppose you sell AI receptionists to dental practices. Run the routine on 40 practices, write a hook for each, and contact first the ones whose reviews mention phone problems: those owners already feel the pain you solve. Track replies by hook type, because early results vary widely by market.',
            'Example',
          ),
        ),
        section(
          'Score before you contact',
          p(
            'Give each prospect 0 to 3 points on four questions and contact the highest scores first. It stops you spending an afternoon on a business that could never buy.',
          ),
          table(
            ['Question', '0 points', '3 points'],
            ['Fits the profile?', 'Wrong size or industry', 'Exact match'],
            ['Signal visible?', 'None found', 'Clear, recent signal'],
            ['Can we reach the decision-maker?', 'No name', 'Name and direct email or phone'],
            [
              'Can they afford it?',
              'One-person hobby business',
              'Several staff, paid ads, multiple locations',
            ],
          ),
          p(
            'Record the source of each contact (website, directory, Apollo) in your CRM. Under the UK and EU GDPR you must be able to say where personal data came from and delete it on request; in the US it is simply good practice.',
          ),
        ),
      ],
      takeaways: [
        'A narrow profile (industry, size, place, problem) makes every message feel personal.',
        'Free sources and 50 researched prospects beat thousands of scraped contacts.',
        'Buying signals show who needs help this month; contact them first.',
        'AI speeds up research, but check every fact it attaches to a person or company.',
        'Score prospects before contacting them and record where each contact came from.',
      ],
      actionItems: [
        'Write your ideal client profile in one sentence with industry, size, place and problem.',
        'Build a list of 50 businesses that fit it from Google Maps or a directory.',
        'Research the first ten with the ten-minute brief and score all ten.',
        'Add them to your CRM with their source and score, ready for the next lesson’s outreach.',
      ],
      resources: [
        {
          name: 'Prospect Research Worksheet',
          type: 'pdf',
          size: '2 pages',
          document: {
            title: 'Prospect Research Worksheet',
            subtitle: 'Profile, signals, brief and score for every prospect',
            sections: [
              section(
                'Part 1: your ideal client profile',
                table(
                  ['Element', 'Your answer', 'Example'],
                  ['Industry', '', 'Independent physiotherapy clinics'],
                  ['Size', '', '3 to 10 practitioners, 1 to 3 front-desk staff'],
                  ['Place', '', 'Greater Manchester'],
                  ['Problem', '', 'Missed calls and bookings during treatment hours'],
                  ['First offer', '', 'AI phone and chat receptionist, set up in two weeks'],
                  [
                    'Price range they can pay',
                    '',
                    '$1,500 set-up plus $300 a month (example figures)',
                  ],
                ),
              ),
              section(
                'Part 2: signal checklist',
                bullets(
                  '☐ Hiring for admin, reception or marketing roles',
                  '☐ Reviews mentioning slow replies, missed calls or booking problems',
                  '☐ No online booking or chat on the website',
                  '☐ New location, owner or funding in the last six months',
                  '☐ Social media silent for three months or more',
                  '☐ Running paid ads that send traffic to a slow or unclear page',
                ),
              ),
              section(
                'Part 3: research prompt',
                p(
                  'Paste your notes from the website, reviews and adverts, then use: “You are a sales researcher for {{agencyName}}, which sells {{offer}} to {{industry}}. From the notes below only, list: (1) the business’s services and how customers book, (2) any sign of the problem {{problem}}, quoting the evidence, (3) the decision-maker’s name and role if present, (4) one opening line for an email that refers to a specific detail. Say ‘not found’ rather than guessing. Notes: {{notes}}.”',
                ),
              ),
              section(
                'Part 4: prospect brief (one per prospect)',
                table(
                  ['Field', 'Notes'],
                  ['Business and website', ''],
                  ['Decision-maker and role', ''],
                  ['How customers book today', ''],
                  ['Signal found (with link)', ''],
                  ['Recent review themes', ''],
                  ['Hook: the problem in their words', ''],
                  ['Contact source (for your records)', ''],
                ),
              ),
              section(
                'Part 5: score sheet',
                table(
                  [
                    'Prospect',
                    'Fit (0-3)',
                    'Signal (0-3)',
                    'Reachable (0-3)',
                    'Budget (0-3)',
                    'Total (0-12)',
                  ],
                  ['', '', '', '', '', ''],
                  ['', '', '', '', '', ''],
                  ['', '', '', '', '', ''],
                  ['', '', '', '', '', ''],
                  ['', '', '', '', '', ''],
                ),
                callout(
                  'Contact 9 to 12 this week, 6 to 8 next week, and park anything under 6 until you have a case study in their industry.',
                ),
              ),
            ],
          },
        },
      ],
    },
    {
      id: 'toolbox-lesson-5',
      title: 'Cold Outreach That Gets Replies, Legally',
      duration: '7 min',
      description:
        'Set up sending so your emails land in the inbox, write a short email that earns a reply, personalise it with AI without sounding automated, and stay inside CAN-SPAM and GDPR.',
      outcome:
        'You can set up a safe sending domain, write a four-email sequence with an AI-assisted first line, and check every send against the legal basics.',
      sections: [
        section(
          'Deliverability first',
          p(
            'The best email fails if it lands in spam. Since February 2024 Google and Yahoo have required senders to authenticate their mail, and Microsoft added similar rules for Outlook.com in 2025. A few hours of setup protects your main business domain and your reply rates.',
          ),
          numbered(
            'Buy a second domain close to your brand (for example tryacmeai.com next to acmeai.com) for cold outreach, so any reputation damage stays away from your main domain.',
            'Set up SPF, DKIM and DMARC records for it; your email provider’s help pages give the exact records.',
            'Warm each new inbox for two to three weeks, starting at a handful of emails a day.',
            'Then keep to roughly 30 to 50 cold emails per inbox per day; add inboxes rather than raising the number.',
            'Keep spam complaints under 0.3%, Google’s published ceiling. Tools such as Google Postmaster Tools show your rate.',
          ),
        ),
        section(
          'The anatomy of a reply-worthy email',
          bullets(
            'Subject line: two to five plain words, lowercase is fine, no hype. “missed calls at {{clinicName}}” beats “Revolutionise your practice with AI!”.',
            'First line: about them, from your research, not about you.',
            'Problem: one sentence naming the cost of the problem.',
            'Proof: one sentence on what you did for a similar business, only if it is true.',
            'Ask: one small question, such as “Worth a 15-minute call next week?”',
            'Footer: your name, business name, postal address and a line on how to opt out.',
          ),
          p(
            'Keep it under 100 words. Owners read on their phones between jobs, and a message that needs scrolling reads like marketing.',
          ),
        ),
        section(
          'Personalising with AI, without sounding like AI',
          p(
            'Use AI for the research-based first line and nothing else at first. Give it the brief from the previous lesson and ask for three options under 25 words that mention one specific, checkable detail. Pick one and edit it.',
          ),
          bullets(
            'Good: “Saw you’re hiring a second receptionist for the Didsbury clinic, and two recent reviews mention the phone ringing out.”',
            'Bad: “I was truly impressed by your commitment to excellence in patient care.” Flattery without a fact reads as automated.',
            'Never let AI invent a reason for contact. If research found nothing specific, lower the prospect’s score instead.',
          ),
          p(
            'Sequencing tools such as Instantly, lemlist and Apollo’s sequences send the emails, stop when someone replies and track results; Instantly’s Growth plan is about $37/mo and lemlist starts at about $69/user/mo (as of 2026).',
          ),
        ),
        section(
          'A four-touch sequence over two weeks',
          table(
            ['Day', 'Touch', 'Content'],
            ['1', 'Email 1', 'The full email above'],
            [
              '3',
              'Email 2, same thread',
              'One new detail: a short example or a relevant number, two sentences',
            ],
            [
              '7',
              'Email 3',
              'A useful resource with no ask, for example a one-page checklist for their industry',
            ],
            [
              '14',
              'Email 4',
              'A polite close: “Shall I close your file? Happy to reconnect whenever suits.”',
            ],
          ),
          p(
            'Measure replies, not opens. Apple Mail Privacy Protection and similar features make open rates unreliable. Many agencies treat a positive reply rate of 2% to 5% of prospects as a working campaign; treat that as a rough guide and compare against your own first 200 sends.',
          ),
        ),
        section(
          'The legal basics (not legal advice)',
          bullets(
            'United States, CAN-SPAM: honest sender and subject line, your valid postal address, a clear way to opt out, and opt-outs honoured within 10 business days. Each violating email can be fined tens of thousands of dollars by the FTC.',
            'UK (PECR and UK GDPR): emails to corporate addresses are allowed with an opt-out in every message; sole traders and partnerships count as individuals and need prior consent.',
            'EU: rules vary by country, and several require consent even for business addresses. Check the country before you email it.',
            'Everywhere: keep a suppression list of everyone who opted out and never email them again from any domain.',
          ),
          callout(
            'Phone follow-up has its own rules: check numbers against the National Do Not Call Registry in the US or the TPS and CTPS in the UK before calling.',
          ),
        ),
      ],
      takeaways: [
        'Send cold email from a separate, authenticated and warmed domain at modest daily volumes.',
        'Short emails win: a specific first line, one problem, one proof, one small ask.',
        'Use AI for research-based first lines and check every detail it uses.',
        'Judge campaigns by replies, not opens.',
        'Include a postal address and opt-out, honour opt-outs and know the country’s rules.',
      ],
      actionItems: [
        'Register an outreach domain and set up SPF, DKIM and DMARC.',
        'Start warming one inbox today.',
        'Write your four-touch sequence using the templates in this lesson’s resource.',
        'Generate and edit first lines for your ten highest-scored prospects.',
        'Create a suppression list and add the opt-out line to your footer.',
      ],
      resources: [
        {
          name: 'Cold Email Templates and Compliance Checklist',
          type: 'pdf',
          size: '2 pages',
          document: {
            title: 'Cold Email Templates and Compliance Checklist',
            subtitle: 'A four-email sequence, first-line prompts and a pre-send check',
            sections: [
              section(
                'Email 1 (day 1)',
                p('Subject: {{problemKeyword}} at {{company}}'),
                p(
                  'Hi {{firstName}}, {{personalisedFirstLine}} Most {{industry}} owners we speak to lose {{costOfProblem}} to this without noticing. We set up {{offer}} for {{similarBusiness}}, and {{provenResult}}. Worth a 15-minute call next week to see if it fits {{company}}?',
                ),
                p(
                  '{{yourName}}, {{agencyName}}, {{postalAddress}}. Not relevant? Reply “no thanks” and I won’t email again.',
                ),
                callout(
                  'Delete the proof sentence if you have no real result yet. “We’re new and looking for two clinics to work with at a reduced rate” is honest and works.',
                ),
              ),
              section(
                'Email 2 (day 3, same thread)',
                p(
                  'Hi {{firstName}}, one detail I should have included: {{shortExampleOrNumber}}. Happy to show you how it works on a quick call.',
                ),
              ),
              section(
                'Email 3 (day 7)',
                p('Subject: a checklist for {{industry}} front desks'),
                p(
                  'Hi {{firstName}}, no ask this time. We put together a one-page checklist of the {{numberOfChecks}} things that stop {{industry}} businesses missing enquiries: {{resourceLink}}. Hope it’s useful.',
                ),
              ),
              section(
                'Email 4 (day 14)',
                p(
                  'Hi {{firstName}}, I haven’t heard back, so I’ll assume the timing isn’t right. Shall I close your file? If {{problemKeyword}} becomes a priority, just reply to this email.',
                ),
              ),
              section(
                'First-line prompt',
                p(
                  '“Here is research on {{company}}: {{brief}}. Write three opening lines for a cold email to {{firstName}}, each under 25 words, each mentioning one specific detail from the research that relates to {{problem}}. No compliments, no questions, no exclamation marks. If the research has no relevant detail, say so.”',
                ),
              ),
              section(
                'Pre-send compliance checklist',
                bullets(
                  '☐ Sending domain is separate from the main domain, with SPF, DKIM and DMARC passing',
                  '☐ Inbox warmed for at least two weeks; daily volume under 50',
                  '☐ From name and subject line are honest',
                  '☐ Postal address in the footer',
                  '☐ Opt-out line in every email; opt-outs added to the suppression list within 10 business days (same day is better)',
                  '☐ List checked against the suppression list before upload',
                  '☐ UK: no sole traders or partnerships without consent; EU: country rules checked',
                  '☐ Every personalised line checked by a person against its source',
                  '☐ Source of each contact recorded',
                ),
              ),
              section(
                'Weekly results log',
                table(
                  [
                    'Week',
                    'Emails sent',
                    'Replies',
                    'Positive replies',
                    'Meetings booked',
                    'Opt-outs',
                    'Notes',
                  ],
                  ['', '', '', '', '', '', ''],
                  ['', '', '', '', '', '', ''],
                  ['', '', '', '', '', '', ''],
                  ['', '', '', '', '', '', ''],
                ),
              ),
            ],
          },
        },
      ],
    },
    {
      id: 'toolbox-lesson-6',
      title: 'Discovery Calls, Proposals and Follow-up with AI',
      duration: '8 min',
      description:
        'Run a discovery call that uncovers the numbers, let an AI note-taker capture it, and send a three-option proposal the same afternoon.',
      outcome:
        'You can run a 30-minute discovery call, turn its transcript into a priced three-option proposal within two hours, and follow up without chasing.',
      sections: [
        section(
          'Record and summarise, with consent',
          p(
            'AI note-takers join video calls, transcribe them and write a summary with action items. You stop taking notes and start listening, and you have the client’s exact words for the proposal.',
          ),
          table(
            ['Tool', 'Strength', 'Price (as of 2026)'],
            [
              'Fathom',
              'Generous free plan, quick summaries, CRM sync',
              'Free; paid plans from about $16/mo billed annually',
            ],
            [
              'Otter.ai',
              'Live transcript, works for in-person meetings from a phone',
              'Free tier; Pro from about $8.33/mo billed annually',
            ],
            [
              'Fireflies.ai',
              'Searchable call library for a team',
              'Free tier; Pro from about $10/seat/mo billed annually',
            ],
          ),
          p(
            'Always ask before recording: “Do you mind if my note-taker records so I can focus on you?” In the US, California and about ten other states require every party’s consent, and under GDPR you need a lawful basis and must tell people. Asking covers all of it and almost nobody says no.',
          ),
        ),
        section(
          'The 30-minute discovery call',
          p(
            'Your job on the call is to find the numbers that make the business case. Talk for about a third of the time.',
          ),
          numbered(
            'Context (3 minutes): “Tell me how {{process}} works today, from the first call to the booking.”',
            'Pain (7 minutes): “Where does it break? How often? What happens then?”',
            'Numbers (7 minutes): “Roughly how many enquiries a week? How many go unanswered? What is a new customer worth to you in a year?”',
            'Tried before (3 minutes): “What have you tried? Why didn’t it stick?”',
            'Decision (5 minutes): “Who else is involved in a decision like this? Is there a budget or a date this needs to be done by?”',
            'Next step (5 minutes): agree when you will send the proposal and book the review call now, while you are both on the line.',
          ),
        ),
        section(
          'From transcript to proposal in two hours',
          p(
            'Paste the transcript into your assistant and ask it to structure what it heard. Use only the transcript, so nothing invented reaches the client.',
          ),
          p(
            'Prompt: “From this discovery call transcript only, write: (1) the client’s problem in their own words, quoting them; (2) the numbers they gave, in a table; (3) what they tried before; (4) who decides and by when; (5) anything they said they do not want. Mark gaps as [ASK].”',
          ),
          p(
            'Then write the proposal yourself from that structure, or ask the assistant for a draft in your template and edit every line. The client should recognise their own words in the first paragraph.',
          ),
        ),
        section(
          'Three options, priced',
          p(
            'Offer three options so the client chooses which rather than whether. The middle option is the one you expect to sell; the ranges below are common starting points for small-business AI work, not fixed rules.',
          ),
          table(
            ['Option', 'Typical scope', 'Example range'],
            [
              'Starter',
              'One workflow or one chatbot on one channel, set up and handed over',
              '$500 to $1,500',
            ],
            [
              'Growth',
              'Two or three connected workflows, training, 30 days of support',
              '$1,500 to $5,000',
            ],
            [
              'Enterprise',
              'Several departments, integrations with their systems, ongoing optimisation',
              '$5,000 and up',
            ],
          ),
          bullets(
            'For projects under $5,000, ask for 50% upfront and the rest on delivery.',
            'Monthly retainers for maintenance and improvements are often priced at 20% to 30% of the project value.',
            'Show the business case next to the price: if they said 15 missed enquiries a week and a customer is worth $400 a year, even recovering a third of those is about $1,000 of new annual value each week.',
          ),
        ),
        section(
          'Follow-up that is not chasing',
          p(
            'You booked the review call on the discovery call, so most proposals get discussed rather than ignored. If a client goes quiet, each follow-up should add something.',
          ),
          bullets(
            'Day 2: a short video (two minutes, recorded with Loom or similar) walking through the recommended option.',
            'Day 5: one relevant example or an answer to a question they asked.',
            'Day 10: a simple question: “Is this still a priority for this quarter, or should we revisit in {{month}}?”',
          ),
          p(
            'Log every call, proposal and reply in your CRM the same day. The product’s CRM keeps prospects, statuses and notes together, so nothing relies on memory.',
          ),
        ),
      ],
      takeaways: [
        'Let an AI note-taker capture calls, and always ask for consent to record.',
        'A discovery call is for finding the numbers: volume, loss and the value of a customer.',
        'Build proposals from the transcript, in the client’s own words, with gaps marked.',
        'Three priced options with a business case turn “whether” into “which”.',
        'Book the next call before hanging up; every follow-up adds something new.',
      ],
      actionItems: [
        'Set up a free note-taker account and connect it to your calendar.',
        'Write your six discovery questions on one card and practise them on a friendly business owner.',
        'Build a proposal template with the three options and your own price ranges.',
        'After your next call, time yourself from hang-up to sent proposal and aim for under two hours.',
      ],
      resources: [
        {
          name: 'Discovery Call Planner and Proposal Outline',
          type: 'pdf',
          size: '2 pages',
          document: {
            title: 'Discovery Call Planner and Proposal Outline',
            subtitle: 'Questions, a numbers sheet and a proposal you can fill in',
            sections: [
              section(
                'Before the call (10 minutes)',
                bullets(
                  '☐ Re-read the prospect brief and their latest reviews',
                  '☐ Note-taker connected; consent line ready',
                  '☐ Two examples of similar work (or an honest “we are new to your industry” line)',
                  '☐ Calendar open to book the review call during the call',
                ),
              ),
              section(
                'Call sheet',
                table(
                  ['Stage', 'Question', 'Their answer'],
                  ['Context', 'How does {{process}} work today, start to finish?', ''],
                  ['Pain', 'Where does it break, and what happens then?', ''],
                  ['Numbers', 'Enquiries a week? How many are missed or slow?', ''],
                  ['Numbers', 'What is a new customer worth in a year?', ''],
                  ['Numbers', 'Hours a week your team spends on this?', ''],
                  ['History', 'What have you tried, and why did it stop?', ''],
                  ['Decision', 'Who else decides? Budget or deadline?', ''],
                  ['Next step', 'Review call booked for:', ''],
                ),
              ),
              section(
                'Business case calculator',
                table(
                  ['Line', 'Formula', 'Value'],
                  ['Missed or lost enquiries a week', 'From the call', ''],
                  ['Share we expect to recover', 'Start with 30%', ''],
                  ['Value of a customer in a year', 'From the call', ''],
                  ['Annual value recovered', 'Lost × 52 × share × value', ''],
                  ['Hours saved a week', 'From the call × 50%', ''],
                  ['Annual value of hours saved', 'Hours × 52 × hourly cost', ''],
                ),
                callout(
                  'Present these as estimates built from the client’s own numbers, and say so in the proposal. Never promise the result.',
                ),
              ),
              section(
                'Proposal outline',
                numbered(
                  'Your situation: two or three sentences in the client’s words, with one quote from the call.',
                  'What it is costing you: the business-case table with their numbers.',
                  'What we will do: the recommended option first, in plain steps and weeks.',
                  'Options: Starter, Growth and Enterprise side by side with scope, timeline and price.',
                  'What we need from you: access, a contact person, documents (price list, FAQs).',
                  'Terms: 50% upfront for projects under $5,000, the balance on delivery; retainer optional.',
                  'Next step: the review call already booked, and how to accept.',
                ),
              ),
              section(
                'Follow-up tracker',
                table(
                  [
                    'Prospect',
                    'Proposal sent',
                    'Review call',
                    'Day 2 video',
                    'Day 5 value',
                    'Day 10 question',
                    'Outcome',
                  ],
                  ['', '', '', '', '', '', ''],
                  ['', '', '', '', '', '', ''],
                  ['', '', '', '', '', '', ''],
                ),
              ),
            ],
          },
        },
        {
          name: 'Sample AI Project Proposal',
          type: 'pdf',
          size: '2 pages',
          document: {
            title: 'Sample AI Project Proposal',
            subtitle: 'A complete proposal for a fictional clinic, ready to adapt',
            sections: [
              section(
                'How to use this sample',
                p(
                  'Everything below is written for an invented client, Northside Physio, so you can see a finished proposal rather than an outline. The clinic, its figures and its quotes are fictional. Replace them with your own client’s words and numbers from the discovery call; never reuse a sample figure as if it were real.',
                ),
              ),
              section(
                '1. Your situation',
                p(
                  'Northside Physio has four practitioners and one receptionist. During treatment hours the phone often rings out, and new patients who cannot get through book elsewhere. In our call, Priya said: “I know we lose people at lunchtime and after five, I just can’t prove how many.”',
                ),
              ),
              section(
                '2. What it is costing you',
                table(
                  ['Figure', 'Source', 'Value'],
                  ['Calls missed a week', 'Phone system report, last 4 weeks', '38'],
                  [
                    'Share that are new-patient enquiries',
                    'Receptionist’s estimate',
                    'About 1 in 3',
                  ],
                  ['Value of a new patient in a year', 'Clinic’s average', '$420'],
                  ['Annual value at stake', '38 × 52 × ⅓ × $420', 'About $276,000'],
                  [
                    'If we recover 30% of that',
                    'Our conservative assumption',
                    'About $83,000 a year',
                  ],
                ),
                callout(
                  'These are estimates built from your own figures, not a promise. We will measure the real result against the phone report during the pilot.',
                ),
              ),
              section(
                '3. What we will do (recommended: Growth)',
                numbered(
                  'Week 1: collect your price list, policies and the 30 questions callers ask most; write approved answers with you.',
                  'Week 2: set up an AI phone and web-chat assistant that answers from those answers only, books into your diary and passes anything clinical to the team.',
                  'Week 3: test it with 50 real questions, fix what it gets wrong, and train your receptionist to review its conversations.',
                  'Weeks 4-8: run it live, review a sample of calls weekly, and report missed calls and bookings against today’s figures.',
                ),
              ),
              section(
                '4. Options',
                table(
                  ['', 'Starter', 'Growth (recommended)', 'Enterprise'],
                  [
                    'Scope',
                    'Web chat only',
                    'Phone and web chat, diary booking',
                    'Phone, chat, SMS reminders, two sites',
                  ],
                  [
                    'Support',
                    'Handover call',
                    '30 days of tuning and weekly reviews',
                    '90 days plus monthly optimisation',
                  ],
                  ['Timeline', '2 weeks', '3 weeks plus 5-week pilot', '6 weeks plus pilot'],
                  ['Price', '$1,200', '$3,400', 'From $6,500'],
                  ['Optional retainer', '$150/month', '$350/month', '$900/month'],
                ),
              ),
              section(
                '5. What we need from you',
                bullets(
                  'Admin access to the phone system and the booking software, in the clinic’s name.',
                  'Your price list, cancellation policy and any scripts your receptionist uses.',
                  'One 45-minute session with the receptionist in week 1 and 20 minutes a week during the pilot.',
                ),
              ),
              section(
                '6. Terms and next step',
                p(
                  'Projects under $5,000 are invoiced 50% on signing and 50% on go-live. Software subscriptions are billed to the clinic directly, so you own every account. The retainer is monthly and can be cancelled with 30 days’ notice.',
                ),
                p(
                  'We meet on Thursday at 12:30 to go through this together. To go ahead, reply “approved” with your chosen option and we will send the first invoice and a week 1 calendar.',
                ),
              ),
            ],
          },
        },
      ],
    },
  ],
};
