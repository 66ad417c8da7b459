import { bullets, callout, numbered, p, section, table } from '../resources/blocks';
import type { AiToolsPage } from './types';

export const aiToolsPage: AiToolsPage = {
  id: 'ai-tools',
  header: {
    title: 'AI Tools by Department',
    subtitle:
      'Four proven tools for each part of a business, and the first project to run with them',
    outcome:
      'You can recommend a sensible starting tool for each department of a small business, with its price, and name the first project that proves its worth.',
  },
  actions: {
    complete: 'Complete Module',
    completed: 'Module completed',
    download: 'Download Complete Guide',
  },
  nextSection: 'Continue to Next Section',
  progressLabel: 'Module progress',
  intro: {
    heading: 'How to use this list',
    blocks: [
      p(
        'Every tool below is established, has a free plan or trial, and works for businesses with under 100 staff. Prices are list prices as of 2026 in US dollars; check the vendor’s pricing page before recommending one, because AI plans change often.',
      ),
      p(
        'Do not buy four tools per department. Start each department with one tool and one project, measure it for a month, then add the next. Many businesses already pay for AI features inside software they own, so check existing subscriptions first.',
      ),
    ],
  },
  departments: [
    {
      id: 'sales',
      name: 'Sales',
      intro:
        'Sales teams gain most from AI in research, call notes and follow-up: the work that eats time between conversations.',
      tools: [
        {
          name: 'HubSpot Sales Hub',
          use: 'CRM with AI email drafting, call summaries and deal insights. The free CRM is enough for a founder; Starter adds sequences and meeting links.',
          price: 'Free CRM; Starter from $15/seat/mo billed annually (as of 2026)',
          link: 'https://www.hubspot.com/products/sales',
        },
        {
          name: 'Apollo.io',
          use: 'A contact database with verified emails and phone numbers, plus sequences and AI-written first drafts. Good for building targeted B2B lists quickly.',
          price: 'Free plan; Basic from $49/user/mo billed annually (as of 2026)',
          link: 'https://www.apollo.io',
        },
        {
          name: 'Fathom',
          use: 'Records and summarises Zoom, Google Meet and Teams calls, then pushes notes and action items to the CRM. Removes note-taking from every sales call.',
          price: 'Free plan; paid plans from about $16/mo billed annually (as of 2026)',
          link: 'https://fathom.video',
        },
        {
          name: 'Gong',
          use: 'Revenue intelligence for sales teams: analyses calls and emails to show which deals are at risk and what top performers do differently. For teams of about ten sellers or more.',
          price: 'Quote-based; platform fee plus per-user licences (as of 2026)',
          link: 'https://www.gong.io',
        },
      ],
      firstProject:
        'Connect a note-taker to the CRM so every sales call produces a summary and a follow-up email draft within five minutes of hanging up.',
    },
    {
      id: 'marketing',
      name: 'Marketing',
      intro:
        'Marketing uses AI for research, first drafts and scheduling, so a small team keeps a steady presence without a full-time marketer.',
      tools: [
        {
          name: 'Semrush',
          use: 'Keyword research, competitor analysis, site audits and AI visibility tracking, showing how often a brand appears in AI answers as well as in search.',
          price: 'Pro from about $140/mo (as of 2026)',
          link: 'https://www.semrush.com',
        },
        {
          name: 'Buffer',
          use: 'Plans and schedules posts across social channels, with an AI assistant to rewrite a post for each network and simple analytics on what worked.',
          price: 'Free for 3 channels; Essentials from $5/channel/mo billed annually (as of 2026)',
          link: 'https://buffer.com',
        },
        {
          name: 'Mailchimp',
          use: 'Email newsletters and automated journeys (welcome series, abandoned basket), with AI subject lines and content suggestions.',
          price: 'Free up to 500 contacts; Essentials from $13/mo (as of 2026)',
          link: 'https://mailchimp.com',
        },
        {
          name: 'Surfer',
          use: 'Guides a writer or AI draft towards what ranks: topics to cover, structure and length, compared with pages already on page one.',
          price: 'Essential from $79/mo billed annually (as of 2026)',
          link: 'https://surferseo.com',
        },
      ],
      firstProject:
        'Set up a welcome email series of three messages in Mailchimp for new subscribers, drafted with AI from your best existing content and edited by hand.',
    },
    {
      id: 'operations',
      name: 'Operations',
      intro:
        'Operations is where automation pays back fastest: moving data between systems, scheduling and turning meetings into action.',
      tools: [
        {
          name: 'Zapier',
          use: 'Connects the apps the business already uses so data moves without re-typing, with AI steps to classify and summarise along the way.',
          price: 'Free 100 tasks/mo; Professional from $19.99/mo billed annually (as of 2026)',
          link: 'https://zapier.com',
        },
        {
          name: 'ClickUp',
          use: 'Tasks, projects, docs and time tracking in one place; its AI writes task summaries, status updates and project plans from notes.',
          price: 'Free; Unlimited from $7/user/mo billed annually; AI add-on extra (as of 2026)',
          link: 'https://clickup.com',
        },
        {
          name: 'Otter.ai',
          use: 'Transcribes meetings live, including in-person ones from a phone, and produces summaries and action items to share with the team.',
          price: 'Free tier; Pro from $8.33/user/mo billed annually (as of 2026)',
          link: 'https://otter.ai',
        },
        {
          name: 'Microsoft 365 Copilot',
          use: 'AI inside Outlook, Word, Excel and Teams: summarises email threads, drafts documents from files and recaps Teams meetings, for businesses already on Microsoft 365.',
          price:
            'Add-on around $30/user/mo on an annual commitment; check current small-business offers (as of 2026)',
          link: 'https://www.microsoft.com/en-us/microsoft-365/copilot',
        },
      ],
      firstProject:
        'Automate one hand-off from your process map, such as a new web enquiry becoming a task with a summary and a due date, and measure the minutes saved per case.',
    },
    {
      id: 'finance',
      name: 'Finance',
      intro:
        'Finance benefits from AI that reads documents and flags the unusual. Keep a person approving every payment and every figure that goes to the tax authority.',
      tools: [
        {
          name: 'QuickBooks Online',
          use: 'Accounting with built-in AI (Intuit Assist) that categorises transactions, drafts invoice reminders and answers questions about the numbers.',
          price: 'Simple Start from $38/mo (US list price as of 2026)',
          link: 'https://quickbooks.intuit.com',
        },
        {
          name: 'Xero',
          use: 'Cloud accounting popular with small businesses and their accountants, with AI-assisted bank reconciliation and an assistant for everyday finance questions.',
          price: 'Plans from about $25/mo in the US; prices vary by country (as of 2026)',
          link: 'https://www.xero.com',
        },
        {
          name: 'Dext',
          use: 'Captures receipts and supplier invoices from a photo or email, reads the amounts and tax, and publishes them to QuickBooks or Xero, ending the shoebox of receipts.',
          price: 'Quote or plan-based; often supplied through your accountant (as of 2026)',
          link: 'https://dext.com',
        },
        {
          name: 'Ramp',
          use: 'Corporate cards and expense management (US) that matches receipts automatically, enforces spending rules and flags duplicate or unusual charges.',
          price: 'Free core plan; Plus adds advanced controls, priced per user (as of 2026)',
          link: 'https://ramp.com',
        },
      ],
      firstProject:
        'Switch receipt capture to Dext or your accounting app’s receipt feature for one month, and compare month-end bookkeeping time with the month before.',
    },
    {
      id: 'human-resources',
      name: 'Human Resources',
      intro:
        'HR uses AI for job adverts, screening logistics, onboarding and reviews. Hiring decisions have legal weight, so AI prepares and people decide.',
      tools: [
        {
          name: 'Workable',
          use: 'Recruiting software that drafts job descriptions, posts them to many job boards at once and organises candidates, with AI help on screening questions.',
          price:
            'Free trial; Starter plan for up to two open jobs, priced by company size (as of 2026)',
          link: 'https://www.workable.com',
        },
        {
          name: 'Gusto',
          use: 'Payroll, benefits and onboarding for US small businesses, with an AI assistant that answers payroll and HR questions from your own data.',
          price: 'Simple from $49/mo plus $6 per person (as of 2026)',
          link: 'https://gusto.com',
        },
        {
          name: 'BambooHR',
          use: 'The employee record system for growing businesses: time off, onboarding checklists, performance and an AI assistant for HR queries.',
          price: 'Quote-based, priced per employee (as of 2026)',
          link: 'https://www.bamboohr.com',
        },
        {
          name: 'Lattice',
          use: 'Performance reviews, goals and engagement surveys, with AI that summarises feedback and suggests review wording for managers to edit.',
          price: 'Performance Management from $11/person/mo (as of 2026)',
          link: 'https://lattice.com',
        },
      ],
      firstProject:
        'Rewrite your next job advert with AI using the role’s real first-month tasks, then check it for biased wording before posting.',
    },
  ],
  resources: [
    {
      name: 'AI Tools by Department Complete Guide',
      type: 'pdf',
      size: '4 pages',
      document: {
        title: 'AI Tools by Department Complete Guide',
        subtitle: 'Starting tools, first projects, a budget sheet and a 90-day roll-out plan',
        sections: [
          section(
            'Before you buy anything',
            numbered(
              'List every subscription the business pays for; many now include AI features (Microsoft 365, Google Workspace, QuickBooks, HubSpot, Canva).',
              'Ask each department head for the one task they would most like to hand over.',
              'Match each task to one tool below; prefer a tool already paid for.',
              'Check each tool’s data terms against your AI use policy before signing up.',
            ),
          ),
          section(
            'Starter stack by business size',
            table(
              ['Department', 'Solo or up to 5 staff', '5 to 25 staff', '25 to 100 staff'],
              [
                'Sales',
                'HubSpot free CRM + Fathom free',
                'HubSpot Starter + Apollo',
                'HubSpot Professional or Gong',
              ],
              [
                'Marketing',
                'Buffer free + Mailchimp free',
                'Buffer Essentials + Mailchimp Essentials',
                'Add Semrush or Surfer',
              ],
              [
                'Operations',
                'Zapier free + Otter free',
                'Zapier Professional + ClickUp',
                'Microsoft 365 Copilot or Google Workspace with Gemini',
              ],
              [
                'Finance',
                'Accounting app receipt capture',
                'QuickBooks or Xero + Dext',
                'Add Ramp (US) for cards and expenses',
              ],
              [
                'HR',
                'AI assistant for adverts and policies',
                'Gusto (US) or local payroll',
                'BambooHR + Lattice',
              ],
            ),
            p(
              'These combinations are starting suggestions, not endorsements; the right choice depends on what the business already uses and where it operates.',
            ),
          ),
          section(
            'Monthly AI budget sheet',
            table(
              ['Tool', 'Department', 'Plan', 'Seats', 'Monthly cost', 'Owner', 'Renewal date'],
              ['', '', '', '', '', '', ''],
              ['', '', '', '', '', '', ''],
              ['', '', '', '', '', '', ''],
              ['', '', '', '', '', '', ''],
              ['', '', '', '', '', '', ''],
              ['Total', '', '', '', '', '', ''],
            ),
            callout(
              'Review the sheet every quarter and cancel any tool nobody opened in the last 30 days. Seats nobody uses are an easy saving to miss when renewals come round automatically.',
            ),
          ),
          section(
            'First-project cards',
            table(
              ['Department', 'Project', 'Measure', 'Check after'],
              [
                'Sales',
                'Call summaries and follow-up drafts into the CRM',
                'Minutes from call end to follow-up sent',
                '30 days',
              ],
              [
                'Marketing',
                'Three-email welcome series',
                'Share of new subscribers who reply, click or buy',
                '60 days',
              ],
              [
                'Operations',
                'Enquiry becomes a task with a summary',
                'Minutes per enquiry handled',
                '30 days',
              ],
              [
                'Finance',
                'Receipt capture from photos and email',
                'Hours spent on month-end bookkeeping',
                '1 month-end',
              ],
              [
                'HR',
                'AI-drafted job advert with bias check',
                'Qualified applicants per advert',
                'Next hire',
              ],
            ),
          ),
          section(
            'Sales playbook: the first two weeks',
            numbered(
              'Day 1: create the free HubSpot CRM, import current prospects from your spreadsheet, and add a “source” column.',
              'Day 2: connect Fathom to the calendar and the CRM; write the consent line you will say at the start of calls.',
              'Days 3-10: after each call, check the summary against your memory and correct it before it syncs.',
              'Day 11: ask the assistant to draft follow-ups from three summaries; note how many edits each needed.',
              'Day 14: compare the minutes from call end to follow-up sent with the baseline you recorded on day 1.',
            ),
          ),
          section(
            'Marketing playbook: the first two weeks',
            numbered(
              'Day 1: export your email list, remove anyone without a clear opt-in, and import the rest into Mailchimp.',
              'Days 2-3: pick your three most useful existing articles or posts as the raw material for the welcome series.',
              'Day 4: draft the three emails with AI from that material; rewrite the openings yourself.',
              'Day 5: set the series to send on days 0, 3 and 7 after sign-up, and test it with your own address.',
              'Days 6-14: connect Buffer to your two most-used channels and schedule the next two weeks of posts.',
            ),
          ),
          section(
            'Operations playbook: the first two weeks',
            numbered(
              'Days 1-2: pick the hand-off from your process map that is re-typed most often and time ten real cases.',
              'Day 3: build the Zapier automation with an AI summary step, sending results to a test board in ClickUp.',
              'Days 4-5: run twenty past cases through it and fix every wrong summary by improving the instruction.',
              'Day 6: switch it on for real work, with failures going to a “needs review” list.',
              'Day 14: time ten new cases and compare with the baseline; write the one-page record for the automation.',
            ),
          ),
          section(
            'Finance playbook: the first month',
            numbered(
              'Week 1: agree with your accountant which receipt tool they support and how categories map to your accounts.',
              'Week 1: forward supplier invoice emails automatically to the capture address the tool gives you.',
              'Weeks 2-3: photograph every paper receipt the day you get it; check the extracted amount and tax on ten of them.',
              'Week 4: at month end, record the hours bookkeeping took and the number of missing receipts, and compare with last month.',
              'Throughout: a person approves every payment and every tax figure; the tool only prepares them.',
            ),
          ),
          section(
            'Human Resources playbook: the next hire',
            numbered(
              'Write down the role’s real first-month tasks with the manager before drafting anything.',
              'Ask the assistant for a job advert from those tasks, the pay range and the hours.',
              'Check the draft for gendered, age-related or unnecessary requirements, and remove any degree requirement the job does not need.',
              'Use AI to draft interview questions that test the first-month tasks; score every candidate on the same questions.',
              'Keep the decision and its reasons with people; store notes in your HR system, not in a chatbot history.',
            ),
          ),
          section(
            '90-day roll-out plan',
            table(
              ['Days', 'Focus', 'Done when'],
              [
                '1-15',
                'Audit subscriptions and pick one project per department',
                'Five projects chosen, each with one measure and a baseline',
              ],
              [
                '16-45',
                'Run the two projects with the biggest expected saving',
                'Results recorded against the baseline',
              ],
              [
                '46-75',
                'Run the remaining three projects; fix what the first two taught you',
                'All five live or stopped with a reason',
              ],
              [
                '76-90',
                'Review results, cancel what did not help, plan the next quarter',
                'Budget sheet updated and next five projects listed',
              ],
            ),
          ),
          section(
            'Questions to ask any vendor',
            bullets(
              'Do you train your models on our data, and can we switch that off in writing?',
              'Where is our data stored, and for how long?',
              'Will you sign a data processing agreement?',
              'What happens to our data and automations if we cancel?',
              'Which AI features cost extra, and how is usage counted?',
              'Can we export everything in a standard format?',
            ),
          ),
          section(
            'Rules that apply in every department',
            bullets(
              'A person approves anything AI drafts before it reaches a customer, employee or authority.',
              'Payments, tax figures, hiring decisions and disciplinary matters are decided by people.',
              'Accounts belong to the business, use company email and have two-factor sign-in.',
              'Each tool has a named owner who keeps its settings and content up to date.',
            ),
          ),
        ],
      },
    },
  ],
};
