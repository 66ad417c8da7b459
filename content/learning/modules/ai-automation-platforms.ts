import type { AutomationContent, AutomationModule, Lesson } from './types';

const lesson1: Lesson<AutomationContent> = {
  id: 1,
  title: 'Make Fundamentals',
  duration: '18 minutes',
  content: {
    overview:
      'After this lesson you will be able to build, test and hand over a multi-step automation in Make, formerly Integromat, that captures a lead, enriches it with AI, files it in a CRM and alerts the owner, with error handling that tells someone when it fails. Make is the visual automation platform many agencies build on, because it handles branching, loops and large volumes at a low price.',
    topics: [
      {
        heading: 'How Make thinks: scenarios, modules and bundles',
        body: [
          'In Make, an automation is a scenario: a visual map of circles, called modules, joined by lines. Each module is one step in one app, such as “Watch new form responses” in Google Forms or “Create a record” in a CRM. Make connects to thousands of apps, and anything with an API can be reached with its HTTP module.',
          'The first module is the trigger. It either checks for new data on a schedule (polling, for example every 15 minutes) or receives data the instant it is sent (an instant trigger through a webhook). Every later module is an action or a tool.',
          'Data travels through the scenario as bundles. One new form response is one bundle; a search that finds 20 rows produces 20 bundles, and each later module runs once per bundle. Understanding bundles explains most of Make’s behaviour and most of its bill.',
        ],
      },
      {
        heading: 'The building blocks you will use in every scenario',
        body: [
          {
            kind: 'table',
            caption: 'Make’s core tools',
            columns: ['Tool', 'What it does', 'Example'],
            rows: [
              [
                'Mapping',
                'Drag a value from an earlier module into a field of a later one',
                'Put the form’s email into the CRM’s email field',
              ],
              [
                'Filter',
                'Lets a bundle continue only when a condition is true',
                'Only continue when the budget is over $1,000',
              ],
              [
                'Router',
                'Splits the flow into several routes, each with its own filter',
                'Urgent jobs to SMS, others to email',
              ],
              [
                'Iterator',
                'Turns one array into separate bundles',
                'Process each line item of an order',
              ],
              [
                'Aggregator',
                'Combines many bundles into one',
                'Build one daily summary from 30 new leads',
              ],
              [
                'Data store',
                'A small table inside Make that remembers values between runs',
                'Remember which invoices were already chased',
              ],
              [
                'Functions',
                'Formulas for text, dates and numbers inside any field',
                'formatDate(now; "YYYY-MM-DD"), lower(email)',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Build it: a lead-capture scenario for a kitchen fitter',
        body: [
          'This scenario is the backbone of many client projects. A kitchen-fitting company gets enquiries through its website form; today they sit in an inbox until the evening.',
          {
            kind: 'list',
            ordered: true,
            items: [
              'Create a new scenario and add a Webhooks module, “Custom webhook”. Copy its address and set the website form to send submissions to it (most form tools have a webhook option). Submit one test enquiry so Make learns the data structure.',
              'Add an AI step. Use Make’s AI modules or an OpenAI or Anthropic module with the client’s API key, and prompt it to classify the enquiry: project type, budget band, urgency, and a one-sentence summary, returned as labelled fields.',
              'Add a CRM module, for example HubSpot “Create or update a contact”, mapping name, email, phone and the AI’s summary and labels. Using create-or-update avoids duplicates when someone enquires twice.',
              'Add a Router with two routes. Route 1 has a filter “urgency equals high or budget over $15,000” and sends an SMS to the owner. Route 2 is marked as the fallback route, so it catches everything else, and posts a message in the team’s Slack or email.',
              'On both routes, add an email module that sends the enquirer an immediate, personal acknowledgement with the next step and a booking link.',
              'Click Run once, submit a test enquiry, and inspect each module’s bubble to see exactly what data went in and out.',
            ],
          },
          {
            kind: 'prompt',
            title: 'Classification prompt for the AI step',
            text: 'Classify this kitchen enquiry. Reply with exactly four lines: PROJECT: one of full kitchen, worktops only, repair, other. BUDGET: one of under 5k, 5k-15k, over 15k, unknown. URGENCY: high if they mention a date within 4 weeks, a broken appliance or a leak, otherwise normal. SUMMARY: one sentence under 25 words. Enquiry: {{message}}',
          },
        ],
      },
      {
        heading: 'Functions: fixing data inside a field',
        body: [
          'Most data problems can be fixed where you map the value, using Make’s built-in functions. You type them into any field, and they are grouped by kind in the mapping panel.',
          {
            kind: 'list',
            items: [
              'Text: trim() removes stray spaces, lower() makes emails comparable, capitalize() tidies names, replace() swaps characters, substring() shortens long text for an SMS.',
              'Dates: now gives the current time, addDays(now; 3) gives a follow-up date, formatDate() writes a date the way the client’s customers expect, and the time zone in your Make profile and organisation settings decides which clock is used.',
              'Numbers: round(), formatNumber() for currency, and plain arithmetic such as a 50% deposit on a quote.',
              'Logic: if() and ifempty() supply a fallback, for example the word “there” when a first name is missing, so nobody receives “Hi ,”.',
            ],
          },
        ],
      },
      {
        heading: 'Four patterns you will reuse for many clients',
        body: [
          {
            kind: 'list',
            items: [
              'Capture and route: a trigger, an AI classification, a router with filters and one action per route. The lead scenario above is this pattern.',
              'Scheduled sweep: a daily trigger searches for records in a state (unpaid, unanswered, not reviewed), an iterator handles each, and a data store remembers what was already done.',
              'Digest: many events collected with an aggregator into one email or message at a set time, which beats twenty notifications a day.',
              'Sync: a change in one app updates the matching record in another, using a search module first so you update instead of duplicating.',
            ],
          },
          'Once you recognise the pattern in a client’s request, building it is mostly a matter of choosing the apps and writing the prompts.',
        ],
      },
      {
        heading: 'Scheduling and the cost of each run',
        body: [
          'Make bills in credits. For standard modules, one module action on one bundle uses one credit, and every scheduled check of a polling trigger uses at least one credit even when nothing is new. AI modules built into Make can use more credits depending on the work done.',
          {
            kind: 'example',
            title: 'Estimating the lead scenario’s monthly credits (example figures)',
            body: [
              'With an instant webhook trigger there are no empty checks. Each enquiry runs about six modules, so 300 enquiries a month use around 1,800 credits.',
              'The same scenario on a polling trigger every 5 minutes would add roughly 8,600 checks a month (12 an hour, 24 hours, 30 days) before handling a single lead. Prefer instant triggers, and for polling, choose the longest interval the business can accept.',
            ],
          },
        ],
      },
      {
        heading: 'Error handling: automations that fail loudly',
        body: [
          'Every automation eventually meets a full mailbox, an expired login or an unexpected empty field. A scenario without error handling fails silently and the client finds out weeks later when a customer complains.',
          {
            kind: 'list',
            items: [
              'Add an error handler route to risky modules (right-click, “Add error handler”). Make offers directives: Ignore skips the failed bundle, Resume continues with a substitute value, Break stores the run as an incomplete execution to retry, Commit and Rollback end the run.',
              'Use Break with automatic retries for temporary failures such as an app being briefly unavailable.',
              'On the error route, send a notification to the named owner with the scenario name, the error message and the enquirer’s details, so no lead is lost.',
              'Switch on storing incomplete executions in the scenario settings, so failed runs can be fixed and re-run instead of disappearing.',
              'Review the scenario history weekly in the first month; after that, rely on the alerts.',
            ],
          },
        ],
      },
      {
        heading: 'Testing before you switch it on',
        body: [
          'Test with a checklist, not a single happy example. Run at least these cases: a normal enquiry, one with every optional field empty, one with an unusual character in the name (an apostrophe or accent), a duplicate from the same email, a very long message, and a message in another language if the business receives them.',
          'Use a test record in the CRM, a test phone for SMS and your own email, so the client’s customers never receive a test. When all cases pass, switch the scenario on, submit one final live enquiry and watch it run end to end.',
        ],
      },
      {
        heading: 'Keeping customer data safe in scenarios',
        body: [
          'Scenarios pass customer details through several apps, and Make keeps execution logs with that data for a period that depends on the plan. Map only the fields each step needs, mask sensitive values before an AI step, and check that each connected app’s data terms fit the client’s privacy notice. List every app in the scenario in the client’s records.',
        ],
      },
      {
        heading: 'Organising and handing over',
        body: [
          'Name scenarios with the client, the trigger and the outcome, for example “Acme Kitchens | Website form → CRM + alerts”. Add notes to complex modules explaining why a filter exists. Group each client’s scenarios in a folder or, better, a separate team or organisation that the client owns.',
          'Export every finished scenario as a blueprint (a JSON file from the scenario menu) and store it with the client’s documentation. Blueprints let you rebuild a scenario in minutes if it is deleted, and reuse the pattern for the next client with new connections.',
          'Make also offers AI agents that decide which tools to use to reach a goal. Start clients on fixed scenarios like this one, where every step is predictable, and add agents only for tasks that genuinely vary.',
        ],
      },
    ],
    businessApplications: [
      'Lead capture: every web, Facebook and email enquiry classified, logged in the CRM and answered within a minute.',
      'Invoice chasing: overdue invoices checked daily, polite reminders sent on day 3, 10 and 21, and the owner alerted on day 30.',
      'Document processing: supplier invoices from an inbox read by AI, checked against purchase orders and created as draft bills.',
      'Reporting: a Monday-morning summary of last week’s sales, leads and reviews aggregated from several apps into one email.',
      'Review requests: a job marked complete in the job-management app triggers a review request two days later, skipping unhappy customers flagged by staff.',
      'Onboarding: a signed proposal creates the client folder, project tasks, welcome email and first invoice.',
    ],
    pricing: [
      'Make plans as of 2026 (monthly prices when billed yearly; monthly billing costs more; check https://www.make.com/en/pricing before quoting):',
      {
        kind: 'table',
        caption: 'Make plans (as of 2026)',
        columns: ['Plan', 'Price', 'Notes'],
        rows: [
          ['Free', '$0', '1,000 credits a month, two active scenarios, 15-minute minimum interval'],
          [
            'Core',
            'About $9 a month for 10,000 credits',
            'Unlimited active scenarios, one-minute interval; enough for most small clients',
          ],
          [
            'Pro',
            'About $16 a month for 10,000 credits',
            'Priority execution, custom variables, full-text search of execution logs',
          ],
          [
            'Teams',
            'About $29 a month for 10,000 credits',
            'Team roles and shared templates, for agencies and client teams',
          ],
          ['Enterprise', 'Custom quote', 'Security, compliance and support commitments'],
        ],
      },
      'Higher credit volumes cost more on each plan.',
      'Investment and ROI (example figures): the lead scenario takes an agency 6 to 10 hours to build and test, and runs on a Core plan. If it answers 40 extra evening enquiries a month within a minute, and two more of them become $8,000 kitchens, the return dwarfs a setup fee of $1,500 to $2,500. Measure the real numbers from week one, as the ROI lesson shows.',
    ],
  },
  exercises: [
    {
      title: 'Build and break your first scenario',
      steps: [
        'Create a free Make account and build the webhook, AI, CRM and router scenario with test accounts.',
        'Run the six test cases from this lesson and note which ones fail.',
        'Add an error handler that emails you on failure, then force a failure by disconnecting one app.',
        'Export the blueprint and write a five-line description of the scenario for a client.',
      ],
    },
    {
      title: 'Build a scheduled sweep',
      steps: [
        'Create a spreadsheet of ten fake invoices with due dates and a paid column.',
        'Build a daily scenario that finds unpaid invoices more than three days overdue.',
        'Send yourself one reminder email per invoice and record each reminder in a data store.',
        'Run it twice and confirm that no invoice is chased twice on the same day.',
      ],
    },
  ],
};

const lesson2: Lesson<AutomationContent> = {
  id: 2,
  title: 'Advanced Zapier',
  duration: '15 minutes',
  content: {
    overview:
      'After this lesson you will be able to go beyond two-step Zaps: branch with Paths, clean data with Formatter, handle lists with Looping, add AI steps, and build Zaps that recover from errors. Zapier connects more apps than any other platform and many clients already use it, so advanced Zapier skills let you improve what they have rather than start again.',
    topics: [
      {
        heading: 'Zapier in one minute, and when to choose it over Make',
        body: [
          'A Zap is a trigger followed by one or more actions. Zapier connects to over 8,000 apps, and its editor reads top to bottom like a checklist, which makes Zaps easy for clients to understand and maintain themselves.',
          'Choose Zapier when the client already uses it, when the apps involved have better Zapier integrations, or when the client’s own staff will maintain the automation. Choose Make when the workflow has heavy branching, loops over large lists or high volumes, where Make’s credit pricing is usually cheaper. Both are good; consistency for the client matters more than the platform.',
          'Zapier counts tasks: each action step that runs successfully is one task. Triggers, filters, paths and formatter steps do not use tasks, which matters when you design for cost.',
        ],
      },
      {
        heading: 'Filters and Paths: branching logic',
        body: [
          'A Filter stops the Zap unless a condition is met, for example “only continue if Deal Stage is Won”. Use several conditions with AND and OR groups for precise rules.',
          'Paths split one Zap into branches, each with its own rules and actions, like an if-then-else. Each branch can hold further steps and even nested paths. Paths are available on paid plans.',
          {
            kind: 'example',
            title: 'Routing enquiries for an accountancy firm',
            body: [
              'Trigger: a new website form entry. Path A, “Tax return”: create a task for the tax team and send the checklist of documents needed.',
              'Path B, “Bookkeeping”: create a deal in the CRM and email a booking link for a discovery call. Path C, “Other”: notify the office manager in Slack.',
              'Each path has one owner. Before Paths, one person read every enquiry and forwarded it by hand; now the right team has it within a minute.',
            ],
          },
        ],
      },
      {
        heading: 'Formatter: clean data before it causes trouble',
        body: [
          'Messy data breaks automations and embarrasses clients: a customer addressed as “JOHN” or a date in the wrong format in a confirmation email. Formatter by Zapier fixes it inside the Zap.',
          {
            kind: 'list',
            items: [
              'Text: capitalise names, trim spaces, extract an email or phone number from a block of text, split a full name into first and last.',
              'Numbers: format currency, do arithmetic such as adding VAT or a deposit of 50%.',
              'Dates: convert formats and time zones, add days for a follow-up date.',
              'Utilities: look up a value in a small table (postcode area to sales rep), or turn text into a list for looping.',
            ],
          },
          'A habit worth forming: put Formatter steps straight after the trigger, so every later step receives clean data.',
        ],
      },
      {
        heading: 'Looping, Delay and Sub-Zaps',
        body: [
          'Looping by Zapier runs a set of actions once for each item in a list, such as each product in an order or each attendee of a webinar. Delay waits for a set time or until a date before continuing, which is how you build follow-ups inside a Zap: send a thank-you, delay three days, send a check-in.',
          'Sub-Zaps let several Zaps call one shared set of steps, for example “create or update a contact in the CRM with our rules”. Fix the rule once and every Zap that uses it is fixed.',
          'Storage by Zapier and Zapier Tables remember values between runs, for example the last invoice number processed, or a table of leads with their status that staff can edit.',
        ],
      },
      {
        heading: 'AI inside Zapier',
        body: [
          'Zapier now offers AI in several forms, and you will mix them.',
          {
            kind: 'list',
            items: [
              'AI by Zapier: an action step that runs a prompt on data from earlier steps and returns fields you define, such as sentiment, category or a draft reply.',
              'ChatGPT, Claude and other AI app integrations: the same idea using the client’s own API account and model choice.',
              'Copilot: describe a Zap in plain English and Zapier drafts the steps, which you then check and finish.',
              'Zapier Agents: AI assistants that can take actions across connected apps from instructions, for tasks that vary too much for fixed steps.',
              'Interfaces and Chatbots: simple forms, pages and chat assistants built on Zapier that feed Zaps.',
            ],
          },
          {
            kind: 'prompt',
            title: 'An AI step that triages support emails',
            text: 'Read the customer email below. Return: CATEGORY (billing, booking change, complaint, question, spam), SENTIMENT (positive, neutral, negative), NEEDS_HUMAN (yes if it is a complaint, mentions a refund or legal action, or you are unsure; otherwise no), DRAFT (a reply under 80 words in a friendly, plain tone, using only the facts in our FAQ below; if the FAQ does not cover it, write "ESCALATE"). FAQ: {{faq}} Email: {{email body}}',
          },
          'Map each returned field into later steps: a Path on NEEDS_HUMAN, the DRAFT into a draft email for approval, never sent automatically until the error rate has been measured.',
        ],
      },
      {
        heading: 'Webhooks and Code steps',
        body: [
          'Webhooks by Zapier lets a Zap receive data from any system that can send a webhook, and send requests to any API, covered in depth in the next lesson. Code by Zapier runs a short JavaScript or Python snippet for transformations Formatter cannot do, such as complex calculations or reshaping a list. If you are not a programmer, ask an AI assistant to write the snippet, and test it with several real inputs.',
        ],
      },
      {
        heading: 'Reliability: errors, replays and monitoring',
        body: [
          {
            kind: 'list',
            items: [
              'Turn on error notifications for every client Zap and send them to a shared inbox, not only your own.',
              'Use Autoreplay on paid plans so failed steps retry automatically after temporary errors.',
              'Add custom error handling where a step is likely to fail, for example a fallback path that emails the owner the raw form data if the CRM step fails.',
              'Check Zap History weekly during the first month: filter by errors and “stopped” runs.',
              'Give each Zap an owner, a description and a folder per client; version changes by duplicating before major edits.',
            ],
          },
          'Watch the task count: a Zap triggered by every edited spreadsheet row can use thousands of tasks in a day. Add a filter early so only relevant rows continue, and filters cost nothing.',
        ],
      },
      {
        heading: 'Testing a Zap before it goes live',
        body: [
          'Zapier tests each step with sample data as you build, but a step test is not a Zap test. Before switching on, send at least five real-looking inputs through the whole Zap: one for each path, one with empty optional fields and one that should be stopped by a filter. Point every action at test records, a test inbox and a test phone.',
          'Then switch it on and watch the first ten live runs in Zap History. Only after they all look right should you tell the client the automation is live.',
        ],
      },
      {
        heading: 'Auditing a client’s existing Zaps',
        body: [
          'Many clients arrive with a tangle of Zaps built by a former employee. A one-hour audit is a useful paid first step: list every Zap with its trigger, purpose, owner, monthly task use and last error; switch off the ones nobody can explain (after checking with the team); merge duplicates into Sub-Zaps; and add error notifications to the rest. The audit often pays for itself by moving the client to a lower plan.',
        ],
      },
    ],
    businessApplications: [
      'Enquiry routing with Paths so each service line’s team gets its own leads with the right follow-up.',
      'Support triage with an AI step that categorises emails, drafts replies and escalates complaints to a person.',
      'E-commerce order handling: each line item looped into inventory, fulfilment and accounting apps.',
      'Appointment follow-ups with Delay: thank-you, review request and rebooking reminder at set intervals.',
      'Cleaning and enriching CRM data: consistent names, phone formats and sales-rep assignment by area.',
      'Audits of existing Zap accounts to cut task use, remove broken Zaps and add monitoring.',
    ],
    pricing: [
      'Zapier plans as of 2026 (prices billed yearly, monthly billing costs more; check https://zapier.com/pricing before quoting):',
      {
        kind: 'table',
        caption: 'Zapier plans (as of 2026)',
        columns: ['Plan', 'Price', 'Notes'],
        rows: [
          ['Free', '$0', '100 tasks a month, two-step Zaps only'],
          [
            'Professional',
            'From about $20 a month for 750 tasks',
            'Multi-step Zaps, Paths, Webhooks, Autoreplay',
          ],
          [
            'Team',
            'From about $69 a month for 2,000 tasks',
            'Shared workspace, multiple users, shared connections',
          ],
          ['Enterprise', 'Custom quote', 'Advanced admin, security and support'],
        ],
      },
      'Task allowances can be raised within each plan for a higher price. Investment and ROI (example figures): the accountancy routing Zap uses about three tasks per enquiry; 250 enquiries a month is 750 tasks, within the Professional plan. If it saves the office manager 30 minutes a day of reading and forwarding, that is around 10 hours a month for about $20 of subscription.',
    ],
  },
  exercises: [
    {
      title: 'Upgrade a simple Zap',
      steps: [
        'Take a two-step Zap you or a client already use, or build one from a form to a spreadsheet.',
        'Add a Formatter step to clean the name and phone number.',
        'Add Paths for two kinds of input with a different action on each.',
        'Add an AI step that summarises the input into one line and map it into the final action.',
        'Turn on error notifications, run five varied tests and record the tasks used per run.',
      ],
    },
    {
      title: 'Audit one Zapier account',
      steps: [
        'List every Zap with its trigger, purpose, owner, monthly task use and last error.',
        'Mark each one keep, fix, merge or switch off, and agree the list with the account owner.',
        'Add error notifications to every Zap you keep and a filter to any Zap that runs on every change.',
        'Compare the task use a month later and note the saving in plan cost.',
      ],
    },
  ],
};

const lesson3: Lesson<AutomationContent> = {
  id: 3,
  title: 'API Integration',
  duration: '12 minutes',
  content: {
    overview:
      'After this lesson you will be able to read an API’s documentation, call an AI model’s API from Make or Zapier, get back structured data you can use in later steps, and keep keys and costs under control. APIs are how you reach apps that have no ready-made integration and how you use AI models with full control over the prompt, the model and the price.',
    topics: [
      {
        heading: 'What an API is, in plain words',
        body: [
          'An API (application programming interface) is a door that lets one piece of software ask another for data or an action. Your automation sends a request to an address, called an endpoint, with some details, and gets a response back, usually as JSON: text arranged in labelled fields, like {"name": "Ana", "city": "Leeds"}.',
          'Every request has four parts you will see in any API’s documentation:',
          {
            kind: 'list',
            items: [
              'Method: GET to read, POST to create or send, PATCH or PUT to update, DELETE to remove.',
              'URL: the endpoint address, such as https://api.openai.com/v1/responses for OpenAI’s models.',
              'Headers: extra information, above all the authentication, usually an API key.',
              'Body: the data you send, in JSON, for example the prompt and the model name.',
            ],
          },
          'The response comes with a status code: 200 means success, 400 means your request was malformed, 401 means the key is wrong, 429 means too many requests, and 500 or above means the other side has a problem.',
        ],
      },
      {
        heading: 'Why call an AI model’s API directly',
        body: [
          'The chat apps are for people; the APIs are for systems. Calling the OpenAI, Anthropic or Google API from an automation gives you control that built-in AI steps may not: the exact model, the system instructions, structured output, the temperature (how varied the answers are), and a separate bill per client.',
          'API use is billed per token, roughly three-quarters of a word, with separate prices for input and output, and cheaper rates for smaller models. Prices change often and differ widely between models, so check the provider’s pricing page when you estimate.',
          {
            kind: 'example',
            title: 'Estimating an API bill (example figures, not current prices)',
            body: [
              'A classification step reads a 300-word enquiry plus a 200-word instruction, about 700 input tokens, and writes 60 tokens. At an illustrative small-model price of $0.50 per million input tokens and $2 per million output tokens, one call costs about $0.0005.',
              'Even 3,000 enquiries a month cost around $1.50. The lesson is that for small businesses, model costs are usually tiny; setup time and poorly designed loops are what cost money.',
            ],
          },
        ],
      },
      {
        heading: 'Making the call from Make or Zapier',
        body: [
          'Both platforms have ready-made modules for the main AI providers; use them when they offer what you need. When you need a newer model or option, use Make’s HTTP module or Zapier’s Webhooks “Custom Request” action.',
          {
            kind: 'list',
            ordered: true,
            items: [
              'Create an API key in the provider’s console under the client’s own account, named after the client and the workflow.',
              'In Make, add the HTTP “Make a request” module (or the provider’s own module with a connection); store the key in a connection or secure header, never typed into a visible text field that others can read.',
              'Set the method to POST, the URL to the provider’s endpoint from its documentation, and the body type to JSON.',
              'Write the body: the model name, the instructions and the user’s text mapped from earlier modules.',
              'Run once with test data and look at the raw response to find the field holding the answer.',
              'Parse the response (Make’s “Parse JSON” module, or Zapier’s fields) and map the answer into later steps.',
            ],
          },
        ],
      },
      {
        heading: 'Structured output: answers your automation can use',
        body: [
          'Free text is hard for an automation to use. Ask the model for JSON with named fields, and where the provider supports it, use its structured output or JSON schema feature, which makes the model return exactly the fields you define.',
          {
            kind: 'prompt',
            title: 'Extracting an invoice into fields',
            text: 'Extract the following fields from the invoice text and return only JSON with these keys: supplier_name (string), invoice_number (string), invoice_date (YYYY-MM-DD), due_date (YYYY-MM-DD or null), total_amount (number, no currency symbol), currency (ISO code), line_items (array of {description, quantity, unit_price}). If a field is missing, use null. Do not guess. Invoice text: {{invoice_text}}',
          },
          'Always validate before acting: check that the total is a number, the date is real and the supplier exists in the accounts system. Send anything that fails validation to a person.',
        ],
      },
      {
        heading: 'Rate limits, retries and reliability',
        body: [
          'Every API limits how many requests you may send per minute. When a batch of 500 records hits the limit, you will see 429 errors. Handle them by processing in smaller batches, adding a short pause between calls, and retrying with increasing waits (for example after 5, 20 and 60 seconds) using the platform’s error handling.',
          'Log every call’s status, the record it concerned and, for AI calls, the tokens used, in a data store or spreadsheet. When a client asks “why did this email go out?”, the log answers.',
        ],
      },
      {
        heading: 'Receiving data: webhooks in the other direction',
        body: [
          'Many apps can call you: a payment provider, booking system or form tool sends a webhook to a URL you give it whenever something happens. In Make this is a Custom webhook trigger; in Zapier, “Catch Hook”. Webhooks are instant and cheaper than polling.',
          'Treat an incoming webhook as untrusted until checked: confirm it came from the expected sender (many providers sign their webhooks with a secret), and ignore duplicates, since senders may retry the same event.',
        ],
      },
      {
        heading: 'Security and cost controls',
        body: [
          {
            kind: 'list',
            items: [
              'One API key per client and per workflow, stored only in the platform’s connections or a password manager.',
              'Monthly spending limits and usage alerts set in each provider’s console, starting low and raised deliberately.',
              'Check the provider’s data terms: major providers do not train on API data by default, but retention periods and regional options differ.',
              'Send the minimum personal data needed; mask card numbers, health details and identification numbers before any AI call.',
              'Rotate keys when a team member or contractor leaves, and revoke any key that appears in an email, screenshot or shared document.',
            ],
          },
        ],
      },
    ],
    businessApplications: [
      'Invoice and receipt extraction into accounting software with validation and human review of exceptions.',
      'Connecting niche industry software without a ready-made integration, such as a practice-management or dispatch system.',
      'Enquiry classification and summarisation with a chosen model and structured output for routing.',
      'Nightly enrichment of CRM records with company information from a data provider’s API.',
      'Payment and booking webhooks that trigger instant confirmations, reminders and updates across systems.',
    ],
    pricing: [
      'API costs have three parts; check each provider’s pricing page (for example https://openai.com/api/pricing and https://www.anthropic.com/pricing) before estimating, as rates change several times a year.',
      {
        kind: 'table',
        caption: 'What an API integration costs (as of 2026, typical ranges)',
        columns: ['Cost', 'Typical range', 'Who pays'],
        rows: [
          [
            'AI model usage',
            'Cents to a few dollars a month for most small-business workflows; more for long documents or images',
            'Client, on their own API account',
          ],
          ['Automation platform', 'About $10 to $70 a month', 'Client'],
          [
            'Agency build',
            'Often 8 to 20 hours for a first integration',
            'Client, as a project fee',
          ],
        ],
      },
      'Investment and ROI (example figures): an invoice-extraction integration that takes 15 hours to build and saves a bookkeeper five hours a week at $35 an hour returns about $750 a month, so a $2,000 build fee pays back in under three months while model costs stay under a few dollars.',
    ],
  },
  exercises: [
    {
      title: 'Make your first AI API call',
      steps: [
        'Create an API account with one AI provider, set a spending limit of $5 and create a key.',
        'In Make or Zapier, build a scenario that sends a sample enquiry to the API with the classification prompt from this module.',
        'Ask for JSON output, parse it and write the fields to a spreadsheet row.',
        'Send ten varied enquiries and check every classification by hand, noting the error rate.',
      ],
    },
  ],
};

const lesson4: Lesson<AutomationContent> = {
  id: 4,
  title: 'Customer Service Automation',
  duration: '10 minutes',
  content: {
    overview:
      'After this lesson you will be able to plan and launch a customer service assistant that answers common questions from approved sources, hands difficult conversations to a person with the full context, and improves every week. Done well, it is the most visible AI project a small business can buy: customers notice the instant replies on day one.',
    topics: [
      {
        heading: 'What to automate, and what never to',
        body: [
          'Sort the client’s support conversations into three groups using last month’s emails and messages.',
          {
            kind: 'table',
            caption: 'Three groups of support conversations',
            columns: ['Group', 'Examples', 'Approach'],
            rows: [
              [
                'Answer automatically',
                'Opening hours, prices, delivery times, parking, how to rebook',
                'Assistant answers from the knowledge base',
              ],
              [
                'Assist a person',
                'Order problems, quotes, changes needing a look-up',
                'Assistant gathers details and drafts; staff approve',
              ],
              [
                'People only',
                'Complaints, refunds, medical or legal questions, upset customers',
                'Immediate hand-over with the conversation attached',
              ],
            ],
          },
          'In most small businesses the first group is 40% to 60% of volume. Starting there delivers quick wins without risking the conversations that shape reputations.',
        ],
      },
      {
        heading: 'Building the knowledge base',
        body: [
          'The assistant is only as good as what it reads. Build the knowledge base before choosing the tool.',
          {
            kind: 'list',
            ordered: true,
            items: [
              'Export the last three months of questions and group them; the top 30 questions usually cover most volume.',
              'Write one clear, current answer to each, approved by the owner, with prices and policies stated exactly.',
              'Add the pages customers need: services, prices, delivery or booking rules, cancellation policy, contact details.',
              'Mark an owner and a review date on every page; outdated answers are the main cause of wrong replies.',
              'Write the hand-over rules: which topics, words or feelings send the conversation to a person.',
            ],
          },
        ],
      },
      {
        heading: 'Choosing the tool',
        body: [
          'There are two routes. Help-desk platforms with built-in AI agents, such as Intercom Fin, Zendesk AI agents, Gorgias for online shops, Tidio or the customer agent in HubSpot, give you the inbox, the assistant and reporting in one place. A custom build with Make or Zapier plus an AI model’s API gives more control and lower running costs, but you maintain it.',
          'For most small clients, start with the help desk or chat tool they already use if it has an AI option, or a platform priced for small businesses. Move to a custom build only when volume, special integrations or cost justify it.',
        ],
      },
      {
        heading: 'Writing the assistant’s instructions',
        body: [
          {
            kind: 'prompt',
            title: 'Instructions for a clinic’s website assistant',
            text: 'You are the online assistant for {{clinic name}}, a physiotherapy clinic. Answer only from the knowledge base. Be warm and brief: two or three sentences, then offer the booking link {{booking URL}} when relevant. Never give medical advice or interpret symptoms; instead say a physiotherapist will call back, and collect name, phone and best time. Hand over to a person when the customer is unhappy, mentions a refund, asks for a specific clinician’s availability, or asks anything the knowledge base does not answer. Always say you are an AI assistant if asked, and at the start of each conversation.',
          },
          'Test the instructions with 50 real past questions, including awkward ones, before launch. Record how many were answered correctly, handed over correctly or answered wrongly, and fix the knowledge base for each failure.',
        ],
      },
      {
        heading: 'The hand-over is the product',
        body: [
          'Customers forgive a bot that cannot answer; they do not forgive repeating their story. A good hand-over passes the whole conversation, the customer’s details and the assistant’s summary to a person, tells the customer honestly when to expect a reply, and outside hours, offers a callback time.',
          {
            kind: 'example',
            title: 'Missed-call text-back for a garage',
            body: [
              'A car repair garage misses about a third of its calls while mechanics are under cars. When a call is missed, an automation texts the caller within a minute: “Sorry we missed you, this is {{garage}}. Reply with your car model and the problem, or book here: {{link}}.”',
              'Replies are summarised by AI into the job system and the service desk calls back within the hour. The measures are calls returned, bookings from missed calls and time to call back.',
            ],
          },
        ],
      },
      {
        heading: 'The weekly improvement loop',
        body: [
          'An assistant gets better only if someone reads its conversations. Once a week, for 20 minutes, review the hand-overs and any answer a customer rated badly.',
          'For each, decide: add or fix a knowledge-base answer, change a hand-over rule, or accept it as a job for a person. Report the share of conversations resolved without staff each month, alongside customer satisfaction, so the client sees the trend.',
        ],
      },
      {
        heading: 'Launch in phases',
        body: [
          'Week 1: the assistant drafts replies that staff approve, so you can measure accuracy safely. Weeks 2 to 4: it answers the first group automatically on one channel, usually the website. Month 2: add channels such as Facebook, Instagram and WhatsApp, and the assisted group.',
          'Tell customers they are talking to an AI assistant, make reaching a person easy, and follow the messaging rules of each channel, such as WhatsApp’s business messaging policies and consent rules for text messages.',
        ],
      },
    ],
    businessApplications: [
      'A website and social-media assistant answering opening hours, prices and booking questions around the clock.',
      'Missed-call text-back that turns unanswered calls into booked jobs.',
      'Email triage with AI-drafted replies approved by staff, cutting first response time from hours to minutes.',
      'Order-status answers for online shops, looked up from the order system by order number and email.',
      'Weekly reports of the top questions and hand-over reasons, feeding website and policy improvements.',
    ],
    pricing: [
      'Pricing models differ, so compare on a typical month’s volume. As of 2026, check each vendor’s pricing page before quoting:',
      {
        kind: 'table',
        caption: 'How customer service AI is priced (as of 2026)',
        columns: ['Option', 'Typical pricing', 'Fits'],
        rows: [
          [
            'Help desk with AI agent (for example Intercom Fin)',
            'Seat fee plus a charge per resolved conversation, around $1 per resolution for Fin',
            'Businesses with a help desk and steady volume',
          ],
          [
            'Small-business chat tools with AI',
            'From about $30 to $100 a month with conversation limits',
            'Clinics, salons, shops and trades',
          ],
          [
            'Custom build (automation platform plus API)',
            'About $10 to $70 a month in platform fees plus cents in model usage',
            'Higher volumes or special integrations',
          ],
        ],
      },
      'Investment and ROI (example figures): a business receiving 600 messages a month, half answered automatically at about 4 minutes of staff time saved each, saves around 20 hours a month. Add the bookings won from instant evening replies, and a $2,000 setup plus a $300 monthly care plan usually pays back within the first quarter. Measure both effects separately.',
    ],
  },
  exercises: [
    {
      title: 'Prepare a knowledge base in one afternoon',
      steps: [
        'Export one month of a client’s customer messages and list the 30 most frequent questions.',
        'Write an approved answer to each, with exact prices and policies, and mark an owner and review date.',
        'Write the hand-over rules in five lines.',
        'Test the answers with an AI assistant using the instructions above and 20 real past questions, and log the results.',
      ],
    },
  ],
};

const lesson5: Lesson<AutomationContent> = {
  id: 5,
  title: 'ROI Measurement and Scaling',
  duration: '5 minutes',
  content: {
    overview:
      'After this lesson you will be able to prove what an automation is worth with a before-and-after measurement, calculate its return on investment, and decide when to scale it to more workflows. Clients renew retainers for numbers, not for clever scenarios.',
    topics: [
      {
        heading: 'Measure before you build',
        body: [
          'Return on investment can only be shown against a starting point. In the week before launch, record for each workflow: how many times it happens, minutes per instance, who does it and their hourly cost, the error rate (wrong data, missed follow-ups) and the response time customers experience.',
          'Measure the same things the same way at 30 and 90 days. Use system data where possible, such as CRM timestamps and automation run logs, rather than impressions.',
        ],
      },
      {
        heading: 'The ROI calculation',
        body: [
          'ROI = (value gained − total cost) ÷ total cost × 100. Value gained is hours saved times the hourly cost, plus extra revenue from faster replies or fewer missed leads, plus the cost of errors avoided. Total cost is your fees plus tool subscriptions for the same period.',
          {
            kind: 'example',
            title: 'A first-year calculation (example figures)',
            body: [
              'Costs: $3,500 setup, $300 a month care plan and $50 a month in tools, or $7,700 for the year. Value: 22 hours a week saved at $28 an hour, about $32,000 a year, plus two extra jobs a month at $400 margin, $9,600. Total value: about $41,600.',
              'ROI = ($41,600 − $7,700) ÷ $7,700 × 100, about 440%. This module’s expected results for well-scoped programmes are 300% to 500% average ROI, 20 to 40 hours saved per week and an 85% to 95% reduction in errors; present them as targets to measure against, never as guarantees.',
            ],
          },
        ],
      },
      {
        heading: 'When and how to scale',
        body: [
          'Scale an automation when it has run for 30 days with an error rate the owner accepts, a named person responds to its alerts, and the measured saving matches the plan. Then apply the same pattern to the next workflow on the opportunity map, or to another location or team.',
          'Scaling also means maintenance: a monthly review of run logs, error alerts and the knowledge base, and a quarterly ROI report to the client. That report is what renews the retainer.',
        ],
      },
    ],
    businessApplications: [
      'Monthly one-page ROI reports for retainer clients with hours saved, errors avoided and revenue won.',
      'Before-and-after baselines captured at every project kick-off.',
      'Prioritising the next automation by measured return rather than by enthusiasm.',
      'Case studies built from measured, client-approved results.',
    ],
    pricing: [
      'Investment and ROI: price measurement into every project. Baseline capture takes about two hours at kick-off, and a monthly report about an hour once templated. Include both in the setup fee and care plan rather than as extras, because measured results are what justify your next proposal.',
    ],
    keyMetrics: [
      {
        name: 'Return on investment',
        target: '300% to 500% average in the first year (expected result, not a guarantee)',
        howToMeasure:
          '(value gained − total cost) ÷ total cost × 100, using fees and tool costs for the same period.',
      },
      {
        name: 'Hours saved per week',
        target: '20 to 40 hours across the automated workflows',
        howToMeasure:
          'Volume × minutes per instance before, minus the minutes of review and handling after, from logs and timesheets.',
      },
      {
        name: 'Error reduction',
        target: '85% to 95% fewer errors in automated steps',
        howToMeasure:
          'Errors per 100 records (wrong data, missed follow-ups) in a sample before launch and at 30 and 90 days.',
      },
      {
        name: 'Response time',
        target: 'Under 5 minutes for new enquiries, day or night',
        howToMeasure: 'Median time from enquiry to first reply, from CRM or inbox timestamps.',
      },
      {
        name: 'Automation reliability',
        target: 'At least 98% of runs completing without manual intervention',
        howToMeasure: 'Successful runs divided by total runs in the platform’s history each month.',
      },
    ],
  },
};

export const aiAutomationPlatforms: AutomationModule = {
  id: 'ai-automation-platforms',
  kind: 'automation',
  route: '/learning/ai-automation-platforms',
  title: 'AI Automation Platforms',
  description:
    'Build automations that run a business while its owner sleeps: Make, advanced Zapier, direct API calls and customer service bots, and how to prove their return in hours and money.',
  category: 'Automation',
  level: 'Intermediate',
  outcomes: [
    'Build, test and hand over a multi-step Make scenario with error handling',
    'Use Zapier paths, filters, formatter steps and AI actions for workflows that branch',
    'Call an AI model’s API from an automation and keep keys and costs under control',
    'Set up a customer service assistant that answers from approved sources and hands over to a person',
    'Measure hours saved, errors avoided and return on investment, and know when to scale',
  ],
  congratulation:
    "Congratulations! You've mastered AI automation platforms and can now build systems that deliver measurable ROI!",
  player: {
    tabs: ['Features', 'Business Applications', 'Investment and ROI'],
    badge: 'Automation {current} of {total}',
    previous: 'Previous Platform',
    next: 'Next Platform',
    complete: 'Complete Automation Mastery',
  },
  lessons: [lesson1, lesson2, lesson3, lesson4, lesson5],
};
