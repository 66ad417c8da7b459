import { bullets, callout, numbered, p, section, table } from '../resources/blocks';
import type { AiUnderstandingPage } from './types';

export const aiUnderstandingPage: AiUnderstandingPage = {
  id: 'ai-understanding',
  header: {
    title: 'Understanding AI',
    subtitle:
      'The kinds of AI, the technologies inside the tools, and a four-step way to put them to work',
    outcome:
      'You can tell a client which kind of AI fits their problem, name the technology behind a tool, and lead an implementation through four clear steps.',
  },
  actions: {
    complete: 'Mark Module as Complete',
    completed: 'Module completed',
    download: 'Download Module Resources',
  },
  aiTypes: {
    heading: 'Types of AI',
    intro:
      'Clients say “AI” for very different things. Naming the type in the first conversation sets the right expectations for cost, accuracy and effort.',
    types: [
      {
        name: 'Rule-based automation',
        description:
          'Fixed if-this-then-that rules with no learning. Strictly not AI, but it is often the right answer and clients will call it AI anyway. Cheap, predictable and easy to check.',
        examples: [
          'Send a review request two hours after a job is marked complete',
          'Copy new web-shop orders into the accounting system',
        ],
      },
      {
        name: 'Predictive AI',
        description:
          'Machine learning that learns patterns from past data to forecast or score: which customer will leave, how many staff Saturday needs, which invoice is unusual. It needs a reasonable amount of clean historical data.',
        examples: [
          'A café forecasting daily pastry orders from two years of sales and the weather',
          'An online shop flagging orders that look like fraud',
        ],
      },
      {
        name: 'Generative AI',
        description:
          'Models that create new text, images, audio or video from instructions. This is what most small-business projects use today, because it works without the business having its own data set.',
        examples: [
          'Drafting quotes, proposals and newsletters',
          'Producing product photos’ backgrounds and social graphics',
        ],
      },
      {
        name: 'Conversational AI',
        description:
          'Generative AI set up to hold a conversation with customers or staff by chat or voice, usually answering from an approved knowledge base and handing over to people.',
        examples: [
          'A website assistant that books appointments for a physiotherapy clinic',
          'A phone agent that takes after-hours messages for a locksmith',
        ],
      },
      {
        name: 'Agentic AI',
        description:
          'Models that plan and carry out several steps with tools: search, read, update a system, send. The newest and least predictable type; use it where each step can be checked or undone.',
        examples: [
          'Researching a list of prospects and filling in a spreadsheet for review',
          'Reconciling supplier invoices against purchase orders for a bookkeeper to approve',
        ],
      },
    ],
  },
  technologies: {
    heading: 'Technologies',
    intro:
      'Behind every tool sits one or more of these technologies. Knowing which one a tool relies on tells you where it will be strong and where it will fail.',
    items: [
      {
        name: 'Large language models',
        description:
          'Models trained on vast amounts of text that understand and produce language. They reason reasonably well, write fluently and can invent facts when they lack information.',
        businessUse:
          'Writing, summarising, classifying messages, answering questions from documents.',
        exampleTools: ['ChatGPT', 'Claude', 'Gemini', 'Microsoft Copilot'],
      },
      {
        name: 'Retrieval-augmented generation (RAG)',
        description:
          'A setup where the system first finds the relevant passages in your documents, then gives them to the model to answer from. It is how a chatbot answers from your price list instead of from memory.',
        businessUse:
          'Customer support bots, internal policy assistants, searching contracts and manuals.',
        exampleTools: [
          'Intercom Fin',
          'Notion AI',
          'ChatGPT projects with files',
          'Claude Projects',
        ],
      },
      {
        name: 'Speech recognition and synthesis',
        description:
          'Turning speech into text and text into natural-sounding speech. Accuracy is now high for clear audio in major languages, weaker with heavy background noise or specialist terms.',
        businessUse: 'Meeting notes, call transcripts, voice receptionists, video captions.',
        exampleTools: ['Otter.ai', 'Fathom', 'Descript', 'ElevenLabs'],
      },
      {
        name: 'Computer vision',
        description:
          'Models that understand images and video: reading documents, recognising products, spotting defects. Modern assistants include vision, so you can photograph a document and ask about it.',
        businessUse:
          'Reading receipts and invoices, checking shelf stock, describing product photos for listings.',
        exampleTools: ['Dext', 'QuickBooks receipt capture', 'ChatGPT and Claude image input'],
      },
      {
        name: 'Machine learning on business data',
        description:
          'Classic statistical models trained on a company’s own records to predict numbers or categories. Often built into the software the business already uses.',
        businessUse: 'Sales forecasting, lead scoring, churn prediction, stock planning.',
        exampleTools: [
          'HubSpot predictive lead scoring',
          'Shopify analytics',
          'Salesforce Einstein',
        ],
      },
    ],
  },
  framework: {
    heading: 'The 4-Step Implementation Framework',
    intro:
      'Use the same four steps for your own business or a client’s. Each step ends with a deliverable, so progress is visible and the client can stop or continue at each point.',
    steps: [
      {
        step: 1,
        title: 'Assess',
        description:
          'Find where AI will pay off first. Interview the people who do the work, list recurring tasks, check what data and tools exist, and rank opportunities by hours or revenue at stake.',
        tasks: [
          'Interview the owner and two or three staff for 30 minutes each',
          'List recurring tasks with time and volume',
          'Check the current software, data quality and data rules',
          'Rank the top five opportunities by value and ease',
        ],
        deliverable:
          'An opportunity report: five ranked opportunities with estimated hours or revenue and a recommended first project',
        timeframe: '1 to 2 weeks',
      },
      {
        step: 2,
        title: 'Pilot',
        description:
          'Prove one opportunity on real work at small scale. Agree success measures before building, measure the baseline, and run the pilot with one team or one channel.',
        tasks: [
          'Agree two or three success measures and their targets',
          'Measure the baseline for two weeks',
          'Build the smallest version that does the job on real data',
          'Run it for two to four weeks with one team, gathering feedback weekly',
        ],
        deliverable:
          'A pilot report: results against the agreed measures, user feedback and a go, change or stop recommendation',
        timeframe: '3 to 6 weeks',
      },
      {
        step: 3,
        title: 'Implement',
        description:
          'Roll out what worked to everyone who needs it. Connect it properly to the business’s systems, write the procedures, train the staff, and set owners for every automation and knowledge base.',
        tasks: [
          'Harden the pilot: error handling, fallbacks, company-owned accounts',
          'Integrate with the systems of record (CRM, booking, accounts)',
          'Write one-page procedures and run hands-on training',
          'Name an owner for each tool and knowledge base',
        ],
        deliverable: 'A live system with documentation, trained users and a handover meeting',
        timeframe: '2 to 6 weeks',
      },
      {
        step: 4,
        title: 'Optimise and Scale',
        description:
          'Measure results monthly, fix what users struggle with, and add the next opportunity from the assessment list. This is where retainers come from.',
        tasks: [
          'Report the agreed measures monthly against the baseline',
          'Review samples of AI output for quality and drift',
          'Update knowledge bases and prompts as the business changes',
          'Start the next opportunity from the ranked list',
        ],
        deliverable: 'A monthly results report and a rolling plan for the next quarter',
        timeframe: 'Ongoing, reviewed quarterly',
      },
    ],
  },
  resources: [
    {
      name: 'AI Implementation Framework Workbook',
      type: 'pdf',
      size: '2 pages',
      document: {
        title: 'AI Implementation Framework Workbook',
        subtitle: 'Templates for each of the four steps: assess, pilot, implement, optimise',
        sections: [
          section(
            'Match the problem to the type of AI',
            p(
              'Use this table in the first meeting. Listen for the client’s own words, note the likely type, and ask the follow-up question before proposing anything: the answer tells you whether the data and volume exist to make the project worthwhile.',
            ),
            table(
              ['If the client says…', 'Likely type', 'First question to ask'],
              [
                '“We type the same data into three systems”',
                'Rule-based automation',
                'Which systems, and how often?',
              ],
              [
                '“We never know how much stock to order”',
                'Predictive AI',
                'How many months of sales data do you have?',
              ],
              [
                '“Writing quotes takes all evening”',
                'Generative AI',
                'Can I see three recent quotes?',
              ],
              [
                '“We miss calls and chats after hours”',
                'Conversational AI',
                'What do people ask most often?',
              ],
              [
                '“Research eats my team’s week”',
                'Agentic AI, with review',
                'What does a finished piece of research look like?',
              ],
            ),
          ),
          section(
            'Step 1 template: opportunity scoring',
            table(
              [
                'Opportunity',
                'Hours or revenue a month',
                'Value (1-5)',
                'Ease (1-5)',
                'Data ready? (yes/no)',
                'Score = value × ease',
              ],
              ['', '', '', '', '', ''],
              ['', '', '', '', '', ''],
              ['', '', '', '', '', ''],
              ['', '', '', '', '', ''],
              ['', '', '', '', '', ''],
            ),
            bullets(
              'Value 5: saves more than 10 hours a week or protects significant revenue.',
              'Ease 5: uses tools the business already has, with clean digital data.',
              'Anything with “data ready: no” needs a data clean-up step before it can be a pilot.',
            ),
          ),
          section(
            'Step 2 template: pilot charter',
            table(
              ['Field', 'Answer'],
              ['Opportunity chosen', ''],
              ['Team or channel for the pilot', ''],
              ['Success measure 1, baseline and target', ''],
              ['Success measure 2, baseline and target', ''],
              ['What we will not do in the pilot', ''],
              ['Start and end dates', ''],
              ['Go, change or stop decision meeting', ''],
            ),
            callout(
              'Write the stop condition into the charter. A pilot that is allowed to fail honestly builds more trust than one that cannot.',
            ),
          ),
          section(
            'Step 3 template: roll-out checklist',
            bullets(
              '☐ Pilot issues fixed and re-tested',
              '☐ All accounts owned by the business, not by the agency',
              '☐ Integrations with the systems of record tested with real records',
              '☐ One-page procedure for each user task',
              '☐ Training session held; attendees listed',
              '☐ Owner named for every automation and knowledge base',
              '☐ Handover meeting held and support route agreed',
            ),
          ),
          section(
            'Step 4 template: monthly results report',
            table(
              ['Measure', 'Baseline', 'Last month', 'This month', 'Comment'],
              ['', '', '', '', ''],
              ['', '', '', '', ''],
              ['', '', '', '', ''],
            ),
            numbered(
              'What went well this month (one or two lines).',
              'What users struggled with, and the fix.',
              'Quality review: how many AI outputs were sampled, and how many needed correction.',
              'Next opportunity from the ranked list and proposed start date.',
            ),
          ),
          section(
            'Typical timeline for a small business',
            table(
              ['Week', 'Step', 'Client’s time needed'],
              ['1-2', 'Assess', 'About 2 hours in interviews'],
              ['3-7', 'Pilot', '30 minutes a week of feedback'],
              ['8-12', 'Implement', 'Half a day for training'],
              ['13 onwards', 'Optimise and scale', '30-minute monthly review'],
            ),
          ),
        ],
      },
    },
  ],
};
