import { guideHeaders } from './headers';
import type { GuideExercise, GuideSection, ToolCategory } from '../types';

/**
 * Essential Tech + AI Agency Tools (/growth-tools/ai-agency-tools). Prices are the vendors'
 * published entry plans as of mid-2025, labelled as such on the page: check before buying.
 */
export const aiAgencyToolsGuide = {
  ...guideHeaders['ai-agency-tools'],
  outcome:
    'After this module you can choose, set up and justify a tool stack of about $120 a month that covers content, automation, clients and delivery.',
  priceNote:
    'Prices are the vendors’ published plans as of mid-2025, per user per month unless stated. Vendors change plans often: open the pricing page before you buy.',
  overview: {
    intro: [
      'Most new agencies buy too many tools in month one and use a third of them. The owners who grow fastest pick one tool per job, learn it properly and connect them so that work flows without copy and paste.',
      'This module gives you one shortlist of twelve tools in four categories. You will not need all twelve on day one; the setup roadmap tells you what to switch on first.',
    ],
    benefitsHeading: 'What the right stack does for you',
    categoriesHeading: 'Four categories, three tools each',
    benefits: [
      {
        title: 'Deliver in days, not weeks',
        detail:
          'A founder with an AI assistant and an automation platform can build a client’s enquiry-handling workflow in two or three days instead of the two weeks custom code would take.',
      },
      {
        title: 'Look bigger than you are',
        detail:
          'Scheduling links, recorded walkthroughs and a tidy CRM make a one-person agency feel organised to a buyer comparing you with larger firms.',
      },
      {
        title: 'Spend under 5% of revenue on software',
        detail:
          'The core stack below costs about $120 a month for one person. At $5,000 of monthly revenue that is under 3%, well below what a single missed deadline costs you.',
      },
      {
        title: 'Reuse what you build',
        detail:
          'Automations and prompt libraries built for one client become templates for the next, so each new project starts 30-50% done.',
      },
    ],
  },
  categories: [
    {
      id: 'ai-assistants',
      name: 'AI assistants and content',
      summary:
        'Draft proposals, emails, social posts and client deliverables, and design the visuals.',
      tools: [
        {
          name: 'ChatGPT',
          description:
            'OpenAI’s assistant for drafting, summarising, analysing spreadsheets and building custom GPTs that you can hand to clients.',
          pricing:
            'Free plan; Plus $20/month; Team from $25 per user/month billed annually (mid-2025)',
          rating: 4.7,
          features: [
            'Custom GPTs for repeatable client tasks',
            'File and spreadsheet analysis',
            'Voice mode for quick drafts on the move',
          ],
          bestFor: 'Everyday drafting and building small assistants for clients',
          url: 'https://openai.com/chatgpt/pricing/',
        },
        {
          name: 'Claude',
          description:
            'Anthropic’s assistant, strong at long documents and careful writing: proposals, policies, long client reports.',
          pricing: 'Free plan; Pro $20/month, or $17/month billed annually (mid-2025)',
          rating: 4.7,
          features: [
            'Reads long PDFs and contracts in one go',
            'Projects keep each client’s files and instructions together',
            'Clear, editable long-form writing',
          ],
          bestFor: 'Proposals, reports and anything long that a client will read closely',
          url: 'https://www.anthropic.com/pricing',
        },
        {
          name: 'Canva',
          description:
            'Design tool with templates and AI image features for social posts, one-page case studies and pitch decks.',
          pricing: 'Free plan; Pro $15/month for one person (mid-2025)',
          rating: 4.6,
          features: [
            'Brand kit with logos, colours and fonts',
            'Magic Design and AI image editing',
            'Presentation and PDF export',
          ],
          bestFor: 'Founders without a designer who need professional visuals',
          url: 'https://www.canva.com/pricing/',
        },
      ],
    },
    {
      id: 'automation',
      name: 'Automation and integration',
      summary: 'Connect the apps a client already uses so that data moves by itself.',
      tools: [
        {
          name: 'Zapier',
          description:
            'The easiest automation builder, with connections to over 7,000 apps and built-in AI steps.',
          pricing:
            'Free plan (100 tasks/month); Professional from $19.99/month billed annually (mid-2025)',
          rating: 4.6,
          features: [
            'Largest app directory',
            'AI steps inside workflows',
            'Paths for simple branching',
          ],
          bestFor: 'Quick automations for clients who will maintain them themselves',
          url: 'https://zapier.com/pricing',
        },
        {
          name: 'Make',
          description:
            'Visual scenario builder that handles branching, loops and data transformation at a lower price per operation than Zapier.',
          pricing:
            'Free plan (1,000 operations/month); Core from $9/month billed annually (mid-2025)',
          rating: 4.5,
          features: [
            'Visual flow editor with routers and iterators',
            'Detailed run history for debugging',
            'HTTP module for any API',
          ],
          bestFor: 'Multi-step client workflows where cost per run matters',
          url: 'https://www.make.com/en/pricing',
        },
        {
          name: 'n8n',
          description:
            'Workflow automation you can use in the cloud or host yourself, with AI agent nodes and code steps when you need them.',
          pricing: 'Self-hosted Community edition free; Cloud Starter about €24/month (mid-2025)',
          rating: 4.4,
          features: [
            'Self-hosting keeps client data on your own server',
            'AI agent and vector store nodes',
            'JavaScript or Python steps',
          ],
          bestFor: 'Technical founders and clients with strict data rules',
          url: 'https://n8n.io/pricing/',
        },
      ],
    },
    {
      id: 'clients',
      name: 'Clients and sales',
      summary: 'Keep track of prospects, book meetings and explain your work without extra calls.',
      tools: [
        {
          name: 'HubSpot CRM',
          description:
            'Free CRM with contacts, deals and email tracking; paid Starter plans add sequences and simple automation.',
          pricing:
            'Free CRM; Starter Customer Platform from $15 per seat/month billed annually (mid-2025)',
          rating: 4.5,
          features: [
            'Deal pipeline with stages',
            'Email open tracking and templates',
            'Meeting links built in',
          ],
          bestFor: 'Agencies that want a CRM clients also recognise',
          url: 'https://www.hubspot.com/pricing/crm',
        },
        {
          name: 'Calendly',
          description:
            'Scheduling links that show your free time and book meetings straight into your calendar, with reminders.',
          pricing:
            'Free plan (one event type); Standard $10 per seat/month billed annually (mid-2025)',
          rating: 4.7,
          features: [
            'Buffers and daily meeting limits',
            'Automatic reminders cut no-shows',
            'Routing questions before a booking',
          ],
          bestFor: 'Discovery calls and demos without email back-and-forth',
          url: 'https://calendly.com/pricing',
        },
        {
          name: 'Loom',
          description:
            'Screen and camera recording with instant share links; AI writes the title, summary and chapters.',
          pricing:
            'Starter free (5-minute videos); Business from $15 per creator/month billed annually (mid-2025)',
          rating: 4.5,
          features: [
            'Viewer notifications',
            'AI summaries and chapters',
            'Comments and reactions on the video',
          ],
          bestFor: 'Personalised prospecting videos and walkthroughs of delivered work',
          url: 'https://www.loom.com/pricing',
        },
      ],
    },
    {
      id: 'delivery',
      name: 'Delivery and operations',
      summary: 'Run projects, keep documentation and capture what was agreed in meetings.',
      tools: [
        {
          name: 'Notion',
          description:
            'Docs, wikis and project boards in one place, with AI for summaries and search across your workspace.',
          pricing: 'Free plan; Plus $10 per seat/month billed annually (mid-2025)',
          rating: 4.6,
          features: [
            'Client portals you can share as a page',
            'Project boards and timelines',
            'Templates for repeatable onboarding',
          ],
          bestFor: 'Project tracking and client documentation in one tool',
          url: 'https://www.notion.com/pricing',
        },
        {
          name: 'Google Workspace',
          description:
            'Business email on your own domain, calendar, shared drive and documents, with Gemini included in business plans since 2025.',
          pricing: 'Business Starter from about $7 per user/month billed annually (mid-2025)',
          rating: 4.6,
          features: [
            'Professional email on your domain',
            'Shared drives per client',
            'Gemini in Gmail, Docs and Meet',
          ],
          bestFor: 'Email, calendar and files that every client can open',
          url: 'https://workspace.google.com/pricing',
        },
        {
          name: 'Fireflies.ai',
          description:
            'Meeting assistant that joins calls, records and transcribes them, and writes summaries and action items.',
          pricing: 'Free plan (limited storage); Pro $10 per seat/month billed annually (mid-2025)',
          rating: 4.4,
          features: [
            'Works with Zoom, Meet and Teams',
            'Searchable transcripts',
            'Action items sent to your CRM',
          ],
          bestFor: 'Discovery calls where you want the buyer’s exact words',
          url: 'https://fireflies.ai/pricing',
        },
      ],
    },
  ] satisfies readonly ToolCategory[],
  toolsGuide: {
    intro:
      'Ratings are our own judgement out of 5 for a small agency: ease of learning, value for money and how well the tool connects to the others. Start with the free plan of each and upgrade only when you hit a limit in real work.',
    learnMore: 'Learn More',
  },
  setup: {
    intro:
      'Set the stack up in this order. Each phase ends with something working for a real client or for your own sales, so you never spend a month configuring tools nobody uses.',
    phases: [
      {
        id: 'foundation',
        period: 'Week 1-2',
        title: 'Setup: the foundation',
        goal: 'Professional email, a CRM with your current prospects and a booking link on your website.',
        tasks: [
          'Buy your domain and set up Google Workspace email; add SPF, DKIM and DMARC records so cold emails reach inboxes.',
          'Create the HubSpot free CRM, define five deal stages and import every prospect you already know.',
          'Create one Calendly event, "15-minute intro call", with a 10-minute buffer and a three-a-day limit.',
          'Subscribe to one AI assistant (ChatGPT or Claude) and write your brand brief: who you serve, your offer, your tone.',
        ],
      },
      {
        id: 'integration',
        period: 'Week 2-3',
        title: 'Integration: connect the pieces',
        goal: 'New enquiries and booked calls flow into the CRM by themselves and get a reply within minutes.',
        tasks: [
          'Build your first Zapier or Make workflow: website form, then CRM contact, then a personalised confirmation email.',
          'Add Fireflies to your calendar so discovery calls are transcribed, and push its action items into the CRM deal.',
          'Create a Notion client-onboarding template: kickoff checklist, access requests, timeline.',
          'Record three Loom walkthroughs you will reuse: who you are, how a project runs, how to give you tool access.',
        ],
      },
      {
        id: 'optimization',
        period: 'Week 4+',
        title: 'Optimization: measure and trim',
        goal: 'Every tool earns its place, and your own workflows become templates you sell to clients.',
        tasks: [
          'Review last month’s tool bills against use; cancel anything not opened in two weeks.',
          'Turn your best internal workflow into a template you can install for a client in a day.',
          'Write down the hours each automation saves per week; you will need the figures for case studies.',
          'Set a calendar reminder every quarter to recheck plans and prices.',
        ],
      },
    ],
    dos: [
      'Use one tool per job and learn it properly before adding another.',
      'Keep client accounts in the client’s name and invite yourself as a user, so they own their data.',
      'Read each AI tool’s data terms before putting customer information into it, and use business plans that do not train on your data.',
      'Document every automation in one page: trigger, steps, owner, what to do when it fails.',
    ],
    donts: [
      'Don’t buy annual plans in month one; pay monthly until a tool has proved itself.',
      'Don’t share one login between people; it breaks security and most vendors’ terms.',
      'Don’t build a client workflow on a free plan that stops when it hits its monthly limit.',
      'Don’t automate a process the client has not yet run reliably by hand.',
    ],
  },
  roi: {
    intro:
      'These figures are an example for a one-person agency, not a promise. Replace them with your own bills and your own hourly rate.',
    costHeading: 'Example monthly cost of the core stack',
    costs: [
      { item: 'Google Workspace Business Starter', monthly: 7 },
      { item: 'ChatGPT Plus or Claude Pro', monthly: 20 },
      { item: 'Zapier Professional', monthly: 20 },
      { item: 'HubSpot Starter', monthly: 15 },
      { item: 'Calendly Standard', monthly: 10 },
      { item: 'Notion Plus', monthly: 10 },
      { item: 'Canva Pro', monthly: 15 },
      { item: 'Loom Business', monthly: 15 },
      { item: 'Fireflies Pro', monthly: 10 },
    ],
    totalLabel: 'Total per month',
    revenueHeading: 'Example revenue impact',
    impacts: [
      {
        label: 'Hours saved per week',
        value: '10 hours',
        detail: 'Meeting notes, proposal first drafts, scheduling and CRM data entry.',
      },
      {
        label: 'Value of that time at $75 an hour',
        value: '$3,250 a month',
        detail: '10 hours × $75 × 52 weeks ÷ 12 months.',
      },
      {
        label: 'Extra capacity',
        value: '1 more client a month',
        detail: 'Ten freed hours fit one more small project of about 40 hours over a month.',
      },
      {
        label: 'Return on tool spend',
        value: 'about 26 times',
        detail:
          '$3,250 of time freed for $122 of tools. Even at a quarter of that, the stack pays for itself.',
      },
    ],
    sections: [
      {
        heading: 'How to work out your own return',
        paragraphs: [
          'For two weeks, note each time a tool saves you work and roughly how many minutes. Multiply the weekly total by your hourly rate and compare it with the monthly bill.',
          'Count only time you actually reuse for selling or delivery. Time saved and then spent on email does not pay the bills.',
        ],
      },
      {
        heading: 'When a tool is not paying for itself',
        paragraphs: [
          'If a tool saves less than twice its price in time, downgrade or cancel it. Most agencies can drop one or two tools after the first quarter with no loss.',
        ],
      },
    ] satisfies readonly GuideSection[],
  },
  exercises: [
    {
      title: 'Audit what you already pay for',
      minutes: 10,
      steps: [
        'Open your bank or card statement for last month and list every software subscription.',
        'Next to each, write the job it does and the last time you used it.',
        'Mark the ones that overlap with a tool in this guide, and cancel one you have not opened in a month.',
      ],
    },
    {
      title: 'Write your brand brief for the AI assistant',
      minutes: 10,
      steps: [
        'In five lines, write who you serve, what you sell, the result you promise and three words for your tone.',
        'Paste it into ChatGPT or Claude and ask for a 100-word introduction email to a prospect.',
        'Edit the draft until you would send it, then save the brief where you can paste it every time.',
      ],
    },
    {
      title: 'Plan your first automation',
      minutes: 5,
      steps: [
        'Write down the trigger (a form filled in), the steps (CRM contact, reply email) and who is told.',
        'Pick Zapier or Make for it and put a 60-minute block in your calendar this week to build it.',
      ],
    },
  ] satisfies readonly GuideExercise[],
} as const;
