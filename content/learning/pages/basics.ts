import { bullets, callout, numbered, p, section, table } from '../resources/blocks';
import type { BasicsPage } from './types';

export const basicsPage: BasicsPage = {
  id: 'basics',
  header: {
    title: 'The Basics',
    subtitle:
      'What an AI agency sells, the words you need, and the three kinds of client you will meet',
    outcome:
      'You can explain in two sentences what your agency does, use the core terms correctly with clients, and choose which type of client to pursue first.',
  },
  actions: {
    complete: 'Mark Module as Complete',
    completed: 'Module completed',
    download: 'Download Module Resources',
  },
  overview: {
    heading: 'Overview',
    blocks: [
      p(
        'An AI agency helps businesses use AI tools to save time, win customers or serve them better. In 2026 that rarely means building models: it means choosing proven tools, connecting them to the systems a business already has, and training the people who will use them.',
      ),
      p(
        'Most agency work falls into three kinds of project: automating repetitive admin, adding AI to sales and marketing, and improving customer service with assistants that answer from the business’s own information. The skills that matter most are listening, process thinking and plain-English explanation, more than coding.',
      ),
      p(
        'The same basics apply if you are not starting an agency but bringing AI into your own business. You are then your own first client, and the client types below help you see where your business sits.',
      ),
      callout(
        'Your two-sentence pitch should name who you help, what changes for them and how you do it. Example: “We help independent vet clinics stop missing calls and bookings. We set up an AI receptionist that answers from the clinic’s own information and passes anything clinical to the team.”',
        'Write your pitch',
      ),
    ],
  },
  keyConcepts: {
    heading: 'Key Concepts',
    intro:
      'Clients judge your competence in the first meeting by how clearly you explain these ideas. Each one comes with an example you can reuse.',
    concepts: [
      {
        term: 'Large language model (LLM)',
        definition:
          'The engine behind assistants such as ChatGPT, Claude and Gemini: software trained on huge amounts of text that predicts useful next words, which lets it write, summarise and answer.',
        example:
          'When a florist’s assistant turns a list of bouquet names and prices into a Mother’s Day email, an LLM is doing the writing.',
      },
      {
        term: 'Prompt',
        definition:
          'The instructions and material you give a model. Better briefs produce better output.',
        example:
          'A prompt that includes the salon’s price list and three past replies gets a review response in the salon’s own voice.',
      },
      {
        term: 'Automation',
        definition:
          'Software that moves data and triggers actions between apps by fixed rules, with no person in the loop for routine cases.',
        example:
          'Every new booking in a yoga studio’s scheduler adds the client to the newsletter list and sends a welcome text.',
      },
      {
        term: 'AI agent',
        definition:
          'A model that can take several steps towards a goal on its own: look something up, use a tool, decide the next step. Powerful, but it needs tight limits and a person checking the result.',
        example:
          'An agent reads an incoming supplier invoice, matches it to the purchase order, and prepares the payment for the owner to approve.',
      },
      {
        term: 'Knowledge base',
        definition:
          'The approved documents an assistant answers from: FAQs, policies, price lists, guides. Its quality sets the quality of the answers.',
        example:
          'A garage’s chatbot answers “how much is an MOT?” from a one-page price sheet the manager updates every quarter.',
      },
      {
        term: 'Integration',
        definition:
          'A connection that lets two systems share data, through a ready-made connector or an API.',
        example:
          'Connecting a web form to the accountant’s CRM so enquiries appear there without anyone copying them.',
      },
      {
        term: 'Return on investment (ROI)',
        definition:
          'What the client gains compared with what they pay, usually in hours saved, revenue recovered or costs avoided over a year.',
        example:
          'A $3,000 project that saves a receptionist 6 hours a week at $20 an hour returns about $6,240 a year, roughly twice its cost in year one.',
      },
      {
        term: 'Retainer',
        definition:
          'A monthly fee for keeping systems running and improving them after the project. It turns one-off projects into steady income.',
        example:
          'A $400-a-month retainer covers updating the chatbot’s answers, fixing broken automations and one new small workflow each quarter.',
      },
    ],
  },
  clientTypes: {
    heading: 'Client Types',
    intro:
      'The three kinds of client buy for different reasons, at different speeds and with different risks. Most new agencies should start with small and medium businesses and add the others once they have case studies.',
    types: [
      {
        id: 'smb',
        name: 'Small and Medium Businesses',
        description:
          'Owner-led businesses with roughly 5 to 250 staff: clinics, trades, shops, professional firms. The owner feels the pain personally and can say yes in one meeting.',
        typicalNeeds: [
          'Answering calls, chats and enquiries faster',
          'Cutting admin: quotes, invoices, scheduling, data entry',
          'Steady marketing without hiring a marketer',
          'Training staff to use AI tools safely',
        ],
        budget:
          'Often $500 to $5,000 per project and $200 to $1,000 a month in retainers (example ranges)',
        salesCycle: 'One to four weeks; often one or two calls',
        howToWin: [
          'Lead with a specific problem in their industry, not with “AI”.',
          'Show a working example on their own data in the first meeting if you can.',
          'Price with clear packages and a business case in their numbers.',
          'Ask for a referral to other owners once the first result is visible.',
        ],
        watchOut:
          'Owners are busy and may not give you access or documents on time. Put what you need from them, with dates, in the proposal.',
      },
      {
        id: 'enterprise',
        name: 'Enterprise',
        description:
          'Large organisations with departments, procurement and IT security teams. Bigger budgets and longer contracts, but many people must agree.',
        typicalNeeds: [
          'Proofs of concept for one department before wider roll-out',
          'Integration with existing systems such as Salesforce, SAP or Microsoft 365',
          'Staff training and change management',
          'Security, compliance and data-governance documentation',
        ],
        budget: 'Pilots from $10,000; roll-outs often $50,000 and up (example ranges)',
        salesCycle: 'Three to twelve months, with security reviews and procurement',
        howToWin: [
          'Find an internal champion with a specific departmental problem.',
          'Propose a small paid pilot with success measures agreed in advance.',
          'Prepare security answers early: data handling, hosting, access control.',
          'Partner with a larger firm as a subcontractor until you have references.',
        ],
        watchOut:
          'Long payment terms (60 to 90 days are common) can strain a small agency’s cash. Agree milestone payments and check payment terms before signing.',
      },
      {
        id: 'startup',
        name: 'Startups',
        description:
          'Young, fast-moving companies, often funded, that want to build AI into their product or scale operations without hiring ahead of revenue.',
        typicalNeeds: [
          'Prototypes of AI features for their product',
          'Automating sales and support operations as they grow',
          'Fractional AI expertise without a full-time hire',
          'Fast experiments to test ideas with customers',
        ],
        budget:
          'Widely varied: from $2,000 sprints to $10,000+ monthly engagements after a funding round (example ranges)',
        salesCycle: 'Days to a few weeks; founders decide quickly',
        howToWin: [
          'Show speed: a working prototype in one or two weeks.',
          'Speak their metrics: activation, retention, cost per customer.',
          'Offer short sprints with a clear demo at the end.',
          'Get paid upfront or in short cycles.',
        ],
        watchOut:
          'Priorities change weekly and funding can end suddenly. Keep scopes short, invoice in advance, and avoid taking equity instead of fees until you can afford the risk.',
      },
    ],
  },
  resources: [
    {
      name: 'AI Agency Basics Workbook',
      type: 'pdf',
      size: '2 pages',
      document: {
        title: 'AI Agency Basics Workbook',
        subtitle: 'Pitch, glossary card and client-type worksheet',
        sections: [
          section(
            'Part 1: your pitch in two sentences',
            p(
              'Write three versions and read each aloud to someone outside your industry. Keep the one they can repeat back to you.',
            ),
            table(
              ['Element', 'Version 1', 'Version 2', 'Version 3'],
              ['Who we help', '', '', ''],
              ['What changes for them', '', '', ''],
              ['How we do it', '', '', ''],
            ),
            bullets(
              'Avoid: “leveraging cutting-edge AI solutions”, “digital transformation”, “synergy”.',
              'Prefer: a type of business, a problem they would say out loud, a result they can see.',
            ),
          ),
          section(
            'Part 2: pocket glossary',
            p(
              'Practise explaining each term in one sentence, without jargon, to a client who runs a hair salon.',
            ),
            table(
              ['Term', 'My one-sentence explanation', 'My example from a real business'],
              ['Large language model', '', ''],
              ['Prompt', '', ''],
              ['Automation', '', ''],
              ['AI agent', '', ''],
              ['Knowledge base', '', ''],
              ['Integration', '', ''],
              ['Return on investment', '', ''],
              ['Retainer', '', ''],
            ),
          ),
          section(
            'Part 3: which client type first?',
            table(
              ['Question', 'SMB', 'Enterprise', 'Startup'],
              ['Do I have contacts in this group? (0-3)', '', '', ''],
              ['Can I deliver what they need today? (0-3)', '', '', ''],
              ['Can my cash flow handle their payment terms? (0-3)', '', '', ''],
              ['Do I have a relevant example or case study? (0-3)', '', '', ''],
              ['Total', '', '', ''],
            ),
            p(
              'Pursue the highest total for your first 90 days. Most new agencies score highest on small and medium businesses; if you already work in a large company or a startup, your score may point elsewhere.',
            ),
          ),
          section(
            'Part 4: your first 30 days',
            numbered(
              'Week 1: choose one industry within your chosen client type, and write your pitch for it.',
              'Week 2: run the AI task audit on your own business or a friendly owner’s, free, in exchange for honest feedback.',
              'Week 3: turn that audit into a short case study and a one-page offer with three price options.',
              'Week 4: contact 50 researched prospects and aim to book five conversations.',
            ),
            callout(
              'Track what you learn each week in one line. After 30 days you will know whether your industry choice was right, which matters more than any single sale.',
            ),
          ),
          section(
            'Part 5: client type quick reference',
            table(
              ['', 'SMB', 'Enterprise', 'Startup'],
              ['Decides', 'Owner', 'Committee and procurement', 'Founder'],
              ['Speed', 'Weeks', 'Months', 'Days'],
              ['First offer', 'Packaged project', 'Paid pilot', 'Two-week sprint'],
              ['Payment', '50% upfront', 'Milestones, check terms', 'In advance, short cycles'],
              [
                'Biggest risk',
                'Slow access to information',
                'Long payment terms',
                'Sudden change of priorities',
              ],
            ),
          ),
        ],
      },
    },
  ],
};
