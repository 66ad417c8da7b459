import type { Lesson, PracticeProject, ToolContent, ToolsModule } from './types';

const lesson1: Lesson<ToolContent> = {
  id: 1,
  title: 'ChatGPT and GPT-4',
  duration: '15 minutes',
  content: {
    overview:
      'After this lesson you will be able to set up ChatGPT for agency work, write prompts that give consistent results, build a reusable custom GPT for a client task, and know which plan to pay for. ChatGPT is the tool most of your clients have already tried, so knowing it better than they do is the first proof of your expertise.',
    topics: [
      {
        heading: 'From GPT-4 to today’s models',
        body: [
          'GPT-4, released by OpenAI in March 2023, was the model that made ChatGPT good enough for real business writing and analysis. It has since been retired from ChatGPT and replaced by newer models, the GPT-5 family at the time of writing, with faster “instant” versions and slower “thinking” versions that reason step by step before answering.',
          'You rarely need to choose a model by hand: ChatGPT routes simple questions to a fast model and harder ones to a reasoning model, and you can ask for deeper thinking when a task needs it. What stays constant across model generations is the skill this lesson teaches: clear briefs, good context and careful checking.',
        ],
      },
      {
        heading: 'The features an agency uses every week',
        body: [
          {
            kind: 'list',
            items: [
              'Projects: folders that keep chats, files and instructions together, one per client, so context does not leak between clients.',
              'Custom instructions and memory: tell ChatGPT once who you are and how you like answers, and review what it remembers in settings.',
              'File and data analysis: upload a spreadsheet, PDF or slide deck and ask questions; ChatGPT can run code to calculate, chart and clean data.',
              'Web search and deep research: current information with sources, and longer research reports that read dozens of pages before answering.',
              'Canvas: a side-by-side editor for drafting and revising long documents or code.',
              'Image generation and vision: create images from a description, or upload a photo and ask about it.',
              'Custom GPTs: packaged assistants with their own instructions, files and actions that you can share with a team or a client.',
              'Voice: a spoken conversation on the phone app, useful for practising sales calls or dictating notes on the move.',
              'Agent mode: ChatGPT can use a browser to carry out multi-step tasks, asking permission before consequential actions.',
            ],
          },
          'Features and their names change often; check the release notes at https://help.openai.com when something looks different.',
        ],
      },
      {
        heading: 'The prompt framework: role, task, context, format',
        body: [
          'Most disappointing results come from requests that are too short. A reliable prompt has four parts, and writing them takes under a minute once it is a habit.',
          {
            kind: 'list',
            ordered: true,
            items: [
              'Role: who ChatGPT should act as, for example “an experienced office manager at a veterinary clinic”.',
              'Task: one clear job, with a verb: draft, summarise, compare, rewrite, list.',
              'Context: everything it cannot know: the audience, the facts, the tone, what to avoid, an example of good output.',
              'Format: length, structure and style of the answer: “three bullet points under 20 words each”, “a table with these columns”.',
            ],
          },
          {
            kind: 'prompt',
            title: 'Reply to a difficult review',
            text: 'Act as the owner of {{business}}, a family-run {{type of business}}. Draft a reply to the Google review below. Thank the customer, acknowledge the specific problem without admitting legal fault, explain in one sentence what we have changed, and invite them to contact {{name}} directly on {{phone}}. Warm, plain English, under 90 words, no exclamation marks. Review: "{{paste review}}"',
          },
          'When the first answer misses, do not start again: reply with what to change (“shorter, and mention the free follow-up visit”). Iterating in the same chat keeps the context.',
        ],
      },
      {
        heading: 'Techniques that raise quality',
        body: [
          {
            kind: 'list',
            items: [
              'Give examples: paste two past emails the client liked and say “match this style”. Examples beat adjectives.',
              'Ask for options: “give three subject lines with different angles” and pick the best, instead of accepting the first.',
              'Ask it to ask you: “before drafting, ask me up to five questions you need answered”. It often spots missing context.',
              'Separate steps: first “list the main points of this transcript”, then “turn points 1, 3 and 4 into a client email”. Two simple steps beat one complicated one.',
              'Request a self-check: “check your draft against the brief and list anything you missed”.',
              'Ground it in sources: upload the price list or policy and say “answer only from this document; say if the answer is not in it”.',
            ],
          },
        ],
      },
      {
        heading: 'Building a custom GPT for a client task',
        body: [
          'A custom GPT turns your best prompt into a tool anyone on the client’s team can use without learning prompting. Creating one needs a paid plan; the steps below take about 30 minutes.',
          {
            kind: 'list',
            ordered: true,
            items: [
              'In ChatGPT, open GPTs and choose Create, then the Configure tab.',
              'Name it after the job, such as “Quote Follow-up Writer for Greenline Roofing”.',
              'Write instructions: the role, the steps to follow, the tone, the rules (never promise dates, always include the phone number) and the output format.',
              'Upload knowledge files: price list, service descriptions, three example emails. Remove anything confidential the GPT does not need.',
              'Add conversation starters such as “Write a follow-up for a quote sent 7 days ago”.',
              'Test with ten realistic requests, fix the instructions where answers go wrong, then share it with the team only, not publicly.',
            ],
          },
          'Treat the instructions like a document you maintain: date each change, and re-test after any major model update.',
        ],
      },
      {
        heading: 'Analysing a spreadsheet step by step',
        body: [
          'Data analysis is the ChatGPT feature owners find most surprising. You upload an export and ask questions in plain English; ChatGPT writes and runs code behind the scenes and shows its workings.',
          {
            kind: 'list',
            ordered: true,
            items: [
              'Export the data from the client’s system as CSV or Excel: bookings, invoices or orders for the last 12 months.',
              'Remove or replace customer names, emails and phone numbers before uploading.',
              'Ask first for a description: “describe the columns and any data quality problems you notice”. Fix what it finds.',
              'Ask business questions one at a time: revenue by month, top 20 customers, customers who have not returned in 90 days, average time from enquiry to booking.',
              'Ask for a chart for each answer and a one-paragraph summary a busy owner can read.',
              'Spot-check two figures against the source system before presenting anything.',
            ],
          },
          {
            kind: 'prompt',
            title: 'Find lapsed customers',
            text: 'The attached file lists our bookings for the last 12 months (one row per booking, with customer ID, date, service and amount). Find customers who booked at least twice but not in the last 90 days. Give me a table of customer ID, last booking date, number of bookings and total spent, sorted by total spent, and tell me how much they spent in total last year.',
          },
        ],
      },
      {
        heading: 'Working with data safely',
        body: [
          'On the Free, Go and Plus plans, conversations may be used to improve OpenAI’s models unless you switch off “Improve the model for everyone” in the data controls. Business and Enterprise workspaces exclude business data from training by default and add admin controls.',
          'For client work, use a business workspace or at least switch off training, remove personal details customers did not agree to share, and record in your client agreement which tools process their data. Never paste passwords, payment card numbers or health records.',
        ],
      },
      {
        heading: 'Limits to remember',
        body: [
          'ChatGPT can still state wrong facts confidently, especially figures, dates, quotations and links; check them before they reach a client. Usage limits apply on every plan, most tightly on the Free plan, and heavy reasoning or image requests count against them faster.',
          'It also tends towards a recognisable “AI voice”: phrases like “in today’s fast-paced world”. Ban them in your instructions and edit the rest by hand.',
        ],
      },
    ],
    businessApplications: [
      'Drafting replies to customer emails and reviews from a brief, for a person to approve before sending.',
      'Turning call transcripts into a summary, next steps and a follow-up email in one pass.',
      'Analysing exported sales or booking data to find slow months, top customers and lapsed clients.',
      'Writing first drafts of proposals, job adverts, standard operating procedures and website pages.',
      'Building custom GPTs for repeat client tasks, such as quote follow-ups or social captions, shared with the client’s team.',
      'Researching a prospect or market with web search and deep research before a sales call, with sources to check.',
    ],
    pricing: [
      'ChatGPT plans as of 2026 (check https://openai.com/chatgpt/pricing before quoting, as plans and prices change several times a year):',
      {
        kind: 'table',
        caption: 'ChatGPT plans (as of 2026, US prices)',
        columns: ['Plan', 'Price', 'Best for'],
        rows: [
          ['Free', '$0', 'Trying prompts; tight limits on advanced models and tools'],
          [
            'Go',
            'Low-cost plan, price varies by country',
            'Higher limits than Free for light everyday use',
          ],
          [
            'Plus',
            '$20 a month',
            'A solo agency owner: higher limits, custom GPTs, deep research, agent mode',
          ],
          ['Pro', '$200 a month', 'Heavy daily use of the most capable reasoning models'],
          [
            'Business',
            'About $25 per user a month billed yearly, $30 monthly',
            'Client teams: shared workspace, admin controls, data excluded from training',
          ],
          ['Enterprise', 'Custom quote', 'Larger organisations with security and compliance needs'],
        ],
      },
      'A simple ROI check (example figures): if Plus saves a client’s office manager three hours a week at $30 an hour, that is about $390 of time a month for a $20 subscription. The real cost is the setup and training time, which is what your agency charges for.',
    ],
  },
  exercises: [
    {
      title: 'Build your first client GPT',
      steps: [
        'Pick one repeat writing task from a client or your own business.',
        'Write the instructions using role, task, context and format, plus three rules it must follow.',
        'Upload one reference file and create the GPT, shared privately.',
        'Test it with five real requests and note every correction you had to make.',
        'Update the instructions to prevent those corrections and test again.',
      ],
    },
  ],
};

const lesson2: Lesson<ToolContent> = {
  id: 2,
  title: 'Claude',
  duration: '10 minutes',
  content: {
    overview:
      'After this lesson you will be able to decide when Claude is a better choice than ChatGPT, use Projects and Artifacts for client work, and analyse long documents reliably. Many agencies keep both tools and choose per task; knowing Claude’s strengths lets you give clients better results from the same effort.',
    topics: [
      {
        heading: 'What Claude is and where it stands out',
        body: [
          'Claude is the AI assistant made by Anthropic. It comes in a family of models: Opus, the most capable, Sonnet, the balanced everyday model, and Haiku, the fastest and cheapest. The app chooses a sensible default and lets you switch.',
          'In daily agency work, people tend to pick Claude for three things: natural, less formulaic writing that needs lighter editing; careful work with long documents such as contracts, reports and transcripts; and coding and building small tools, where Claude models have been among the strongest.',
          'Its context window, the amount of text it can consider at once, is large: around 200,000 tokens in the apps, roughly 500 pages of text, and more for some models through the API. That makes it comfortable with a full policy manual or a month of support tickets in one go.',
        ],
      },
      {
        heading: 'Projects: one workspace per client',
        body: [
          'A Claude Project holds a knowledge base of files and a set of project instructions that apply to every chat inside it. For an agency, one Project per client keeps the brand brief, product sheets, tone examples and past work in one place.',
          {
            kind: 'list',
            ordered: true,
            items: [
              'Create a Project named after the client.',
              'Upload the brand brief, service list with prices, three pieces of approved content and the FAQ.',
              'Write project instructions: who the client is, who their customers are, the voice, words to avoid, and “if a fact is not in the files, say so”.',
              'Start each task in a new chat inside the Project; the files and instructions are already there.',
            ],
          },
          'On Team and Enterprise plans, Projects can be shared with colleagues, so a junior writer uses exactly the same context you set up.',
        ],
      },
      {
        heading: 'Artifacts and files you can hand over',
        body: [
          'When Claude produces something substantial, such as a document, a table, a small web page, a chart or an interactive calculator, it appears as an Artifact in a panel beside the chat. You can edit, version and share it, and Claude can also create downloadable files such as spreadsheets, slide decks and Word documents.',
          {
            kind: 'example',
            title: 'A savings calculator for a sales call',
            body: [
              'Ask Claude: “Build a simple interactive calculator where a dental practice enters weekly enquiries, the share answered after hours, conversion rate and patient value, and sees the estimated monthly revenue lost to slow replies.”',
              'In a minute you have a working calculator to screen-share during discovery calls. Check the formula yourself before using it with a prospect, and label the result as an estimate.',
            ],
          },
        ],
      },
      {
        heading: 'Long-document analysis done properly',
        body: [
          'Claude’s long context is powerful, but quality depends on how you ask. Use this pattern for contracts, tenders, reports and transcripts.',
          {
            kind: 'prompt',
            title: 'Review supplier contracts',
            text: 'You are reviewing supplier contracts for {{client}}, a small {{industry}} business. For each attached contract, extract into a table: supplier, start date, renewal date, notice period, price increase clause, termination conditions. Quote the exact clause wording for each item with its section number. If an item is not in the contract, write "not found". After the table, list the three renewals that need action in the next 90 days.',
          },
          'Asking for quoted wording with section numbers makes errors easy to spot: you can check every line against the source. Remind clients that this is a first read, not legal advice, and that important contracts still go to their adviser.',
        ],
      },
      {
        heading: 'Claude for building: code, connectors and agents',
        body: [
          'Claude can write the small scripts and formulas that glue a business together: a Google Sheets formula, a spreadsheet macro, a web form. Claude Code, Anthropic’s coding agent, works directly in a project’s files and is used by technical agencies to build client tools faster.',
          'Connectors, built on the open Model Context Protocol (MCP), let Claude read from tools such as Google Drive, Gmail, calendars and many business apps, with the permissions you grant. Start with read-only access and widen it only when a workflow is tested.',
        ],
      },
      {
        heading: 'Prompting Claude well',
        body: [
          'Claude responds especially well to clearly separated inputs. Wrap each part of a long prompt in simple tags, such as <brief>, <examples> and <document>, and refer to them by name: “write in the style of the examples, using only facts from the document”. Put long documents first and your question last, and tell Claude what to do when information is missing.',
        ],
      },
      {
        heading: 'Choosing between Claude and ChatGPT',
        body: [
          'Both are excellent, and both improve every few months, so test your own tasks rather than trusting a ranking. As a starting point: choose Claude for long documents, careful writing in a defined voice and building small tools; choose ChatGPT for its wider range of built-in features such as image generation, custom GPTs and voice. Many agencies pay for both, at around $40 a month combined on individual plans as of 2026.',
        ],
      },
    ],
    businessApplications: [
      'Reviewing contracts, tenders and policies, extracting dates and obligations into a table with quoted clauses.',
      'Writing long-form content such as guides, case studies and web pages in a client’s defined voice from a Project.',
      'Summarising a month of support tickets or reviews into themes, with example quotes and suggested fixes.',
      'Building interactive calculators and one-page tools to use in sales calls and on client websites.',
      'Drafting standard operating procedures from meeting transcripts and screen-recording notes.',
    ],
    pricing: [
      'Claude plans as of 2026 (check https://claude.com/pricing before quoting):',
      {
        kind: 'table',
        caption: 'Claude plans (as of 2026, US prices)',
        columns: ['Plan', 'Price', 'Best for'],
        rows: [
          ['Free', '$0', 'Trying Claude; daily message limits'],
          [
            'Pro',
            '$20 a month, or $17 a month billed yearly',
            'Solo agency work: Projects, higher limits, Claude Code, research',
          ],
          ['Max', 'From $100 a month', 'Heavy users who hit Pro limits, especially for coding'],
          [
            'Team',
            'From about $25 per user a month billed yearly',
            'Client or agency teams: shared Projects, admin, data not used for training by default',
          ],
          [
            'Enterprise',
            'Custom quote',
            'Larger organisations needing security controls and longer context',
          ],
        ],
      },
      'Consumer plans let you choose in privacy settings whether chats may be used to improve models; business plans exclude your data from training by default. Check the setting before any client work. ROI check (example figures): if Claude cuts a contract review from two hours to thirty minutes, four reviews a month save six hours for a $20 plan.',
    ],
  },
  exercises: [
    {
      title: 'Set up a client Project',
      steps: [
        'Create a Project for one real or practice client and upload four reference files.',
        'Write project instructions covering audience, voice, banned phrases and what to do when a fact is missing.',
        'Ask for the same piece of content in Claude and in ChatGPT with the same brief, and compare how much editing each needs.',
      ],
    },
  ],
};

const lesson3: Lesson<ToolContent> = {
  id: 3,
  title: 'Midjourney',
  duration: '12 minutes',
  content: {
    overview:
      'After this lesson you will be able to produce on-brand images in Midjourney for social posts, ads and websites, keep a consistent style across a client’s whole feed, and use the results within the licence terms. Good visuals are one of the easiest AI services to show a prospect, because they can see the quality in seconds.',
    topics: [
      {
        heading: 'What Midjourney is good at',
        body: [
          'Midjourney is an image generator known for its artistic quality: lighting, texture and composition that look photographed or illustrated by a professional. It works in a web app at https://www.midjourney.com and also through Discord, and newer versions add short video from a still image.',
          'It excels at lifestyle scenes, backgrounds, textures, concept images, mood boards and illustrations. It is weaker at exact text inside images, precise product replicas and diagrams; for a real product shot or a logo, use a photo of the product and a design tool, and use Midjourney for the setting around it.',
        ],
      },
      {
        heading: 'Anatomy of a good Midjourney prompt',
        body: [
          'Midjourney reads prompts as a description of a picture, not as instructions. Describe what a photographer or illustrator would need to know, most important first.',
          {
            kind: 'list',
            ordered: true,
            items: [
              'Subject: what is in the picture and what it is doing: “a smiling dental hygienist explaining an x-ray to a relaxed middle-aged patient”.',
              'Setting: where, and what surrounds it: “bright modern clinic, plants, large window”.',
              'Style and medium: “editorial photograph”, “flat vector illustration”, “watercolour”.',
              'Light and mood: “soft morning daylight, calm, reassuring”.',
              'Camera and composition: “shot at eye level, shallow depth of field, space on the left for text”.',
              'Parameters at the end, such as the aspect ratio.',
            ],
          },
          {
            kind: 'prompt',
            title: 'A website hero image for a dental practice',
            text: 'a smiling dental hygienist explaining an x-ray to a relaxed middle-aged patient, bright modern clinic with plants and a large window, editorial photograph, soft morning daylight, calm and reassuring, eye level, shallow depth of field, empty space on the left for a headline --ar 16:9',
          },
        ],
      },
      {
        heading: 'Parameters you will use constantly',
        body: [
          {
            kind: 'table',
            caption: 'Common Midjourney parameters',
            columns: ['Parameter', 'What it does', 'Typical use'],
            rows: [
              [
                '--ar 4:5, --ar 9:16, --ar 16:9',
                'Aspect ratio',
                'Instagram feed, Stories and Reels, website banners',
              ],
              [
                '--stylize (or --s) 0-1000',
                'How strongly Midjourney applies its own aesthetic',
                'Low for realistic, literal results; high for artistic ones',
              ],
              [
                '--chaos 0-100',
                'How different the four results are from each other',
                'Higher when exploring ideas, low when refining',
              ],
              ['--no', 'Things to leave out', '--no text, people, clutter'],
              [
                '--sref',
                'Copies the style of a reference image or a style code',
                'Keeping one look across a client’s feed',
              ],
              [
                '--oref',
                'Uses an image as an object or character reference (version 7)',
                'The same mascot or person in several scenes',
              ],
              [
                '--style raw',
                'A more literal, less stylised mode',
                'Photographic realism for business imagery',
              ],
            ],
          },
          'Parameters change between versions; the documentation at https://docs.midjourney.com lists those of the current version.',
        ],
      },
      {
        heading: 'Keeping a consistent brand style',
        body: [
          'A feed where every image looks different feels amateur. Midjourney offers three ways to lock in a look, and agencies usually combine them.',
          {
            kind: 'list',
            items: [
              'Style references: generate or choose one image that captures the client’s look, then add its URL or style code with --sref to every prompt.',
              'Personalisation: rate images in Midjourney to train a personal profile, then apply it with --p. Create a separate profile per client to keep tastes apart.',
              'Moodboards: upload a set of the client’s existing photos and brand images to create a profile that follows their palette and mood.',
            ],
          },
          {
            kind: 'example',
            title: 'A month of images for a bakery',
            body: [
              'A neighbourhood bakery wants 12 Instagram posts a month. The agency builds a style reference from the bakery’s best photo (warm wood, flour dust, window light), then writes prompts for the scenes around the real products: a morning counter, a coffee beside a croissant, hands kneading dough.',
              'The real product photos are still taken on a phone by the owner; Midjourney supplies backgrounds, seasonal scenes and story images. Producing the month’s images takes about two hours once the style is set.',
            ],
          },
        ],
      },
      {
        heading: 'Editing and finishing images',
        body: [
          'Each prompt returns four images. Upscale the one you like, then refine with the editor: vary a region to change one part (swap a mug for a glass), extend the frame with pan or zoom out to make room for text, or re-texture the whole scene while keeping its composition.',
          'Finish in a design tool such as Canva or Adobe Express: add the headline, logo and real product photo there. Check every image at full size for the usual faults, such as extra fingers, garbled background text or impossible objects, before it goes out.',
        ],
      },
      {
        heading: 'A repeatable image brief',
        body: [
          'Before generating anything for a client, agree a one-page image brief. It saves rounds of “not quite right” feedback and becomes the template for every future prompt.',
          {
            kind: 'list',
            items: [
              'Three adjectives for the look, such as warm, natural, uncluttered.',
              'Brand colours, and colours to avoid.',
              'People: whether to show them, and which ages and settings reflect the real customers.',
              'Formats needed each month: feed posts at 4:5, Stories at 9:16, banners at 16:9.',
              'Things never to show: competitors’ products, unsafe practices, unrealistic results.',
            ],
          },
        ],
      },
      {
        heading: 'Short video from a still image',
        body: [
          'Midjourney can animate an image into a short clip of a few seconds, with low or high motion and an optional description of the movement. For small businesses this suits gentle motion: steam rising from a coffee, leaves moving outside a clinic window, a slow push towards a product. Keep clips short, loop them for Stories and Reels, and add captions and the logo in the video editor.',
        ],
      },
      {
        heading: 'Licence, honesty and risk',
        body: [
          'Paid Midjourney subscribers may use their images commercially under the terms of service; companies with more than $1 million in yearly gross revenue must be on the Pro or Mega plan. Images made on plans without Stealth Mode are visible in the public gallery, so use Pro or Mega for unreleased client campaigns.',
          'Avoid prompts naming living artists, brands or real people, and never create images that could mislead, such as a fake “before and after” for a clinic or a property photo that hides a defect. Some platforms ask you to label AI-generated images, and advertising standards apply to them like any other ad. Tell clients which images are generated, and keep the prompts on file.',
        ],
      },
    ],
    businessApplications: [
      'Social media imagery in a consistent brand style, paired with the client’s real product photos.',
      'Website hero images and section backgrounds with space left for headlines.',
      'Ad creative variations for testing different scenes, moods and audiences.',
      'Mood boards and concepts for rebrands, shop fit-outs and events before paying a photographer.',
      'Illustrations for blog posts, guides, presentations and email newsletters.',
    ],
    pricing: [
      'Midjourney has no free plan; it is billed monthly or yearly with about 20% off for yearly billing. Plans as of 2026 (check https://www.midjourney.com/account before quoting):',
      {
        kind: 'table',
        caption: 'Midjourney plans (as of 2026, monthly billing)',
        columns: ['Plan', 'Price', 'Notes'],
        rows: [
          ['Basic', '$10 a month', 'About 200 images’ worth of fast generation; good for learning'],
          ['Standard', '$30 a month', 'More fast time and unlimited relaxed generation'],
          ['Pro', '$60 a month', 'Stealth Mode for private images, more parallel jobs'],
          ['Mega', '$120 a month', 'The most fast time, for high-volume production'],
        ],
      },
      'ROI check (example figures): a small business paying a photographer $400 for a half-day of lifestyle shots every quarter can cover much of its social imagery with a $30 plan and two hours of agency time a month. Price the agency time, not the subscription, and keep real photography for products and people.',
    ],
  },
  exercises: [
    {
      title: 'Create a style reference for one client',
      steps: [
        'Write a prompt for one typical scene from the client’s business using the six-part anatomy.',
        'Generate, refine and upscale the image that best matches the brand.',
        'Use it as a style reference with --sref for three different scenes and compare consistency.',
        'Save the final prompt, the reference and the parameters in the client’s brand file.',
      ],
    },
  ],
};

const lesson4: Lesson<ToolContent> = {
  id: 4,
  title: 'Copy.ai and Jasper',
  duration: '10 minutes',
  content: {
    overview:
      'After this lesson you will be able to explain what specialised marketing AI platforms such as Copy.ai and Jasper add on top of a general assistant, decide when a client needs one, and set one up so a marketing team produces on-brand content at volume. The answer is often “not yet”, and saying so honestly is part of good advice.',
    topics: [
      {
        heading: 'General assistants versus marketing platforms',
        body: [
          'ChatGPT and Claude can write almost anything, but every user has to bring the context: the brand voice, the product facts, the audience. Marketing platforms store that context centrally and wrap it in workflows, templates and approval steps, so a team of five writes in one voice without each person becoming a prompting expert.',
          'The trade-off is cost and lock-in. A solo owner with a good brand brief in a ChatGPT Project gets most of the value for $20 a month (Plus, as of 2026). A team producing dozens of assets a week, or running repeatable sales and marketing processes, gets more from a platform.',
        ],
      },
      {
        heading: 'Copy.ai: workflows for go-to-market teams',
        body: [
          'Copy.ai began as a copywriting tool and now positions itself as a go-to-market AI platform. Alongside chat and templates, its core is workflows: chains of steps that take an input such as a list of prospects, a webinar transcript or a product update, and produce finished outputs at scale.',
          {
            kind: 'list',
            items: [
              'Chat with brand voice and an “infobase” of company facts shared across the team.',
              'Workflows built by describing the process in plain language, then editing the steps.',
              'Sales uses: researching accounts and drafting personalised outreach from a list of prospects.',
              'Marketing uses: turning one transcript or article into blog posts, emails and social posts.',
              'Integrations with CRMs and an API on the larger plans.',
            ],
          },
          {
            kind: 'example',
            title: 'A workflow for a B2B cleaning company',
            body: [
              'Input: a spreadsheet of 50 facilities managers with company names and websites. Step 1 summarises each company’s website; step 2 picks the most relevant service (offices, clinics or warehouses); step 3 drafts a three-sentence email with a first line about the recipient.',
              'A salesperson reviews every email before sending from their own inbox, adds the unsubscribe line and postal address the law requires, and removes anyone on the do-not-contact list. What took two days of research takes an afternoon of reviewing.',
            ],
          },
        ],
      },
      {
        heading: 'Jasper: brand control for marketing teams',
        body: [
          'Jasper focuses on marketing teams that must stay on brand across many channels and writers. Its strengths are the central brand layer and tools built around campaigns.',
          {
            kind: 'list',
            items: [
              'Brand voice and style guide: rules the whole team’s outputs follow, including terms to use and avoid.',
              'Knowledge: product facts and audiences stored once and used in every piece.',
              'Campaigns: one brief turned into a coordinated set of assets such as landing page, emails, ads and posts.',
              'Apps and agents for repeat tasks such as SEO optimisation, content repurposing and research.',
              'A browser extension to write inside Google Docs, email and social tools.',
            ],
          },
          'Jasper runs on models from several AI providers and chooses among them, so the team is not tied to one model’s strengths and weaknesses.',
        ],
      },
      {
        heading: 'Setting up a platform for a client in one day',
        body: [
          {
            kind: 'list',
            ordered: true,
            items: [
              'Collect the inputs: brand guidelines, ten pieces of content the client considers excellent, product and service facts, audience descriptions.',
              'Create the brand voice from the sample content, then correct it by hand: add banned phrases and must-use terms.',
              'Load product facts into the knowledge base and mark one owner who keeps them current.',
              'Build the three workflows or templates the team uses most, for example weekly newsletter, product launch post set, blog outline.',
              'Run a calibration session: the team produces real work, you compare outputs with their best human examples and adjust.',
              'Write a one-page guide: which workflow for which job, who approves, and what must be checked every time.',
            ],
          },
        ],
      },
      {
        heading: 'Measuring whether the platform pays off',
        body: [
          'Agree three measures before the subscription starts and review them after 60 days: assets produced per writer per week, minutes from brief to approved draft, and the number of revision rounds per asset. Record the starting figures in the week before launch.',
          'If output has not risen by at least a quarter, or revision rounds have gone up, look at the brand voice and knowledge base first; weak inputs are the usual cause. If they are sound, recommend downgrading to a general assistant rather than paying for unused features.',
        ],
      },
      {
        heading: 'Check what the client already pays for',
        body: [
          'Before recommending a new platform, look at the client’s existing tools. Their CRM, email marketing software, design tool or office suite may already include AI writing with brand settings, for example in HubSpot, Canva or Microsoft 365 Copilot. Switching those features on and setting them up properly is cheaper than a new subscription and needs no change of habits.',
        ],
      },
      {
        heading: 'When not to recommend them',
        body: [
          'Skip a marketing platform when one person writes all the content, when volume is under about ten pieces a week, or when the real problem is strategy rather than production. In those cases a general assistant with a shared brand brief costs a fraction and the budget is better spent on your time.',
        ],
      },
    ],
    businessApplications: [
      'Producing a month of on-brand newsletters, blog posts and social posts for a team of several writers.',
      'Personalised outbound sales emails at volume, researched from prospects’ websites and reviewed by a person.',
      'Repurposing webinars, podcasts and case studies into multi-channel campaigns.',
      'Keeping product facts and brand rules consistent across freelancers and agencies working for one client.',
      'Search-optimised landing pages and product descriptions for e-commerce catalogues.',
    ],
    pricing: [
      'Both vendors have moved towards team and workflow pricing, so check https://www.copy.ai/prices and https://www.jasper.ai/pricing before quoting. As of 2026:',
      {
        kind: 'table',
        caption: 'Copy.ai and Jasper plans (as of 2026)',
        columns: ['Tool', 'Plan', 'Price', 'Notes'],
        rows: [
          ['Copy.ai', 'Free', '$0', 'About 2,000 words of chat a month; for trying it'],
          [
            'Copy.ai',
            'Chat',
            'About $29 a month',
            'Unlimited chat words for up to 5 seats; no workflows',
          ],
          [
            'Copy.ai',
            'Workflow plans',
            'From about $1,000 a month',
            'Workflow credits, more seats, API; for sales and marketing teams',
          ],
          [
            'Jasper',
            'Pro',
            'About $69 per seat a month, less billed yearly',
            'Brand voices, knowledge, apps; for small teams',
          ],
          [
            'Jasper',
            'Business',
            'Custom quote',
            'Admin controls, API, credits for advanced agents',
          ],
        ],
      },
      'ROI check (example figures): a three-writer team producing 40 assets a month, saving 45 minutes each, frees 30 hours a month. At $40 an hour that is $1,200 of time against about $200 in seats, before your setup fee. Below ten assets a week, the same saving is usually cheaper with a general assistant.',
    ],
  },
  exercises: [
    {
      title: 'Decide for a real client',
      steps: [
        'Count the content assets the client produces per week and the number of people who write them.',
        'List their three most repeated content tasks.',
        'Compare the monthly cost of a platform with a general assistant plus a shared brand brief.',
        'Write a two-sentence recommendation with the figures, labelled as estimates.',
      ],
    },
  ],
};

const lesson5: Lesson<ToolContent> = {
  id: 5,
  title: 'Advanced Tools Integration',
  duration: '18 minutes',
  content: {
    overview:
      'After this lesson you will be able to combine several AI tools into one repeatable client workflow, with clear hand-offs, a quality check and a known cost per deliverable. Single tools save minutes; integrated workflows save whole days, and they are what clients pay an agency for rather than doing it themselves.',
    topics: [
      {
        heading: 'Think in workflows, not tools',
        body: [
          'Every useful AI workflow has the same five stages: an input arrives, it is prepared, an AI step transforms it, a person or a rule checks it, and the output is delivered where it is needed. Tools are only the parts you choose for each stage.',
          {
            kind: 'table',
            caption: 'The five stages with typical tools',
            columns: ['Stage', 'Question to answer', 'Typical tools'],
            rows: [
              [
                'Input',
                'Where does the work start?',
                'Form, inbox, recording, spreadsheet, CRM record',
              ],
              [
                'Prepare',
                'What must be cleaned or added?',
                'Transcription, document extraction, a lookup in the CRM',
              ],
              [
                'Transform',
                'What does the AI produce?',
                'ChatGPT, Claude, Midjourney, Copy.ai or Jasper',
              ],
              [
                'Check',
                'Who or what approves it?',
                'Approval step in Slack or email, checklist, rule-based filter',
              ],
              [
                'Deliver',
                'Where does the result go?',
                'Scheduler, CRM, email, shared folder, website',
              ],
            ],
          },
          'Draw the five boxes before touching any tool. If you cannot name the check stage and its owner, the workflow is not ready to run for a client.',
        ],
      },
      {
        heading: 'A complete example: one video becomes a week of content',
        body: [
          {
            kind: 'example',
            title: 'A financial planner’s weekly video',
            body: [
              'A financial planning firm records one 15-minute video a week answering a client question. The agency turns it into a blog post, a newsletter section, five social posts and three images, reviewed by the planner in 15 minutes.',
              'Input: the video is uploaded to a shared folder. Prepare: a transcription tool produces the transcript, and an automation removes filler words. Transform: Claude, inside the client’s Project, writes the blog post and newsletter section from the transcript; ChatGPT, with a custom GPT holding the social style guide, writes the five posts; Midjourney, with the client’s style reference, creates the images, finished in Canva with the logo.',
              'Check: every draft lands in one approval document; the planner ticks or comments, with a compliance rule that no post promises returns. Deliver: approved posts go to the scheduler, the blog to the website draft and the newsletter section to the email tool.',
            ],
          },
          'The glue between steps is an automation platform such as Make or Zapier, covered in the next module. Before automating, run the whole workflow by hand three times: it shows where the hand-offs break and what the prompts really need.',
        ],
      },
      {
        heading: 'Choosing the right tool for each step',
        body: [
          'Assign each tool the job it does best rather than forcing one tool to do everything.',
          {
            kind: 'list',
            items: [
              'Long source material (transcripts, reports, contracts): Claude, for its long context and careful reading.',
              'Many short variations and structured outputs (posts, subject lines, tables): ChatGPT, especially with a custom GPT holding the rules.',
              'On-brand images and backgrounds: Midjourney with a saved style reference.',
              'Team-wide brand consistency at volume: Copy.ai or Jasper, when the volume justifies it.',
              'Layout and final assets: Canva or Adobe Express, where real photos, logos and text are combined.',
              'Speech to text: the transcription built into the meeting tool, or a dedicated service such as Otter.ai or Fireflies.',
            ],
          },
          'Revisit the assignment every quarter. Models improve unevenly, and a tool that was second-best in spring may be best by autumn.',
        ],
      },
      {
        heading: 'Designing clean hand-offs',
        body: [
          'Most workflow failures happen between tools, not inside them. Three habits prevent them.',
          {
            kind: 'list',
            ordered: true,
            items: [
              'Ask for structured output at each hand-off: a table, labelled sections or JSON, so the next step knows where each piece is. “Return five posts, each starting with POST 1:, POST 2: …” is enough for a human or an automation to split them.',
              'Pass the minimum context forward: the next tool needs the summary and the brand rules, not the whole 40-page transcript.',
              'Keep one source of truth for facts: the price list, the service descriptions and the brand brief live in one document that every tool reads from; update it once, not in five places.',
            ],
          },
          {
            kind: 'prompt',
            title: 'A hand-off prompt with structured output',
            text: 'From the transcript below, extract: TOPIC (one line), KEY POINTS (exactly five bullets, under 20 words each), QUOTE (the single most memorable sentence, word for word), WARNINGS (any statement that could be read as financial advice). Use these labels exactly and nothing else. Transcript: {{transcript}}',
          },
        ],
      },
      {
        heading: 'Quality control that scales',
        body: [
          'As volume grows, reviewing everything line by line stops being realistic. Replace it with a layered check.',
          {
            kind: 'list',
            items: [
              'Rules in the prompt: banned words, required phrases, length limits, compliance warnings.',
              'An AI self-check step: a second prompt compares each draft with the brief and lists problems, which catches most formatting and tone slips.',
              'A human checklist for what only people can judge: facts, claims, anything that promises, anything about health, money or law.',
              'Sampling once the error rate is known: if 50 reviewed drafts needed no factual corrections, review one in five, and go back to full review after any model or prompt change.',
            ],
          },
          'Record every correction the reviewer makes in a simple log. Patterns in the log tell you which prompt to fix next.',
        ],
      },
      {
        heading: 'Accounts, access and ownership',
        body: [
          'Integrated workflows touch many accounts, and a client’s work must survive you leaving. Set the rules at the start of every engagement.',
          {
            kind: 'list',
            items: [
              'The client owns the accounts for tools that hold their data, billed to their card, with you invited as a user.',
              'Credentials live in a password manager shared with the client, never in emails or chats.',
              'Each automation and custom assistant is documented: what it does, which accounts it uses, who owns it, how to switch it off.',
              'API keys are created per client and per workflow, so one can be revoked without breaking the others.',
            ],
          },
        ],
      },
      {
        heading: 'Failure modes to design for',
        body: [
          'Plan for the ways an integrated workflow breaks, because each one will happen eventually.',
          {
            kind: 'list',
            items: [
              'A tool is down or rate-limited: the workflow pauses and notifies the owner instead of skipping the step silently.',
              'The input is unusual: a two-minute video or a corrupted file produces nonsense; add a check on length and format before the AI step.',
              'A model update changes the style: outputs drift longer or more formal; the monthly re-test catches it.',
              'The facts change: a price rise not made in the source-of-truth document flows into every draft; make updating it part of the client’s own process.',
              'Nobody approves: drafts pile up when the reviewer is on holiday; name a deputy and set a reminder after 48 hours.',
            ],
          },
        ],
      },
      {
        heading: 'Handing the workflow to the client’s team',
        body: [
          'Some clients want you to run the workflow; others want their staff to run it with your support. For a hand-over, record a ten-minute screen video of one complete run, write a one-page checklist of the stages with the owner of each, and sit with the team member for their first two live runs. Agree how they report problems and how fast you respond, and put that in the care plan.',
        ],
      },
      {
        heading: 'The one-page workflow record',
        body: [
          'Every workflow you run for a client gets a one-page record: its purpose, the five stages with tool and owner, the prompts with version numbers, the accounts it uses, the check it passes, the cost per deliverable and the date it was last tested. Anyone on your team, or the client’s, should be able to run or pause it from that page alone.',
        ],
      },
      {
        heading: 'Versioning and maintenance',
        body: [
          'Prompts and workflows are assets that change. Keep each prompt in a shared document or library with a version number, the date, the model it was tested on and three sample outputs. When a vendor releases a new model, re-run the samples and compare before switching the client’s workflow.',
          'Schedule a monthly 30-minute maintenance slot per client: check the correction log, update the facts document, re-test one workflow end to end. This routine is the heart of the care retainer described in the strategy module.',
        ],
      },
    ],
    businessApplications: [
      'Content engines that turn one recording or article into a week of multi-channel content with a single approval step.',
      'Sales preparation packs: prospect research, tailored talking points and a follow-up draft assembled before every call.',
      'Client onboarding kits: welcome email, project plan and FAQ generated from the signed proposal.',
      'Monthly reporting: analytics exported, summarised in plain English and laid out as a branded one-page report.',
      'Recruitment packs: job advert, interview questions and scoring guide created from a short role description, with people making every decision.',
    ],
    pricing: [
      'A typical solo agency tool stack, as of 2026 (monthly US prices; check each vendor’s pricing page before budgeting):',
      {
        kind: 'table',
        caption: 'Example agency stack (as of 2026)',
        columns: ['Tool', 'Plan', 'Monthly cost'],
        rows: [
          ['ChatGPT', 'Plus', '$20'],
          ['Claude', 'Pro', '$20 ($17 billed yearly)'],
          ['Midjourney', 'Standard', '$30'],
          ['Canva', 'Pro, one person', 'About $15'],
          ['Automation platform', 'Make Core or Zapier Professional', 'About $10 to $30'],
          ['Transcription', 'Built into the meeting tool or a paid plan', '$0 to $20'],
        ],
      },
      'That is roughly $95 to $135 a month for the agency. Client-specific tools, such as a business ChatGPT workspace, Jasper seats or higher automation tiers, are billed to the client.',
      'ROI check (example figures): the financial planner workflow above replaces about six hours of writing and design a week with 15 minutes of review and about one hour of agency oversight. Priced as a $1,200-a-month content retainer, it costs the agency under $150 in tools and about five hours of time a month once templated.',
    ],
    costManagement: [
      'Tool costs creep up quietly as seats, credits and add-ons accumulate. Put these controls in place from the first client.',
      {
        kind: 'list',
        items: [
          'Keep a tool register: every subscription, its plan, monthly cost, renewal date, who pays and which clients depend on it.',
          'Bill client-specific tools to the client, so vendor price rises do not eat your margin and the client owns their data.',
          'Audit seats every quarter: remove former freelancers and unused seats, and downgrade plans that no longer hit their limits.',
          'Set spending limits and alerts on every usage-based service, such as API accounts and automation credits, at about 120% of normal monthly use.',
          'Match the model to the job: use a fast, cheap model for classification and extraction, and reserve the top models for writing and reasoning that needs them.',
          'Switch to yearly billing only for tools you have used every week for three months; yearly plans typically save 15% to 20%.',
        ],
      },
      {
        kind: 'table',
        caption: 'Cost per deliverable (example figures)',
        columns: ['Deliverable', 'Tool cost', 'Agency minutes', 'Notes'],
        rows: [
          [
            'One social post with image',
            'About $0.30',
            '6',
            'Share of subscriptions at 300 posts a month',
          ],
          [
            'One blog post from a transcript',
            'About $0.50',
            '25',
            'Includes human edit and fact check',
          ],
          ['One monthly client report', 'About $1', '30', 'Data export, summary and layout'],
        ],
      },
      'Knowing the cost per deliverable lets you price retainers with confidence and spot the moment a workflow becomes unprofitable.',
    ],
  },
  exercises: [
    {
      title: 'Map and run one integrated workflow',
      steps: [
        'Choose one client deliverable that currently takes more than two hours to produce.',
        'Draw the five stages and assign a tool and an owner to each.',
        'Write the prompts for each transform step, with structured output for every hand-off.',
        'Run the workflow by hand three times and log the time per stage and every correction.',
        'Calculate the cost per deliverable and decide which hand-off to automate first.',
      ],
    },
    {
      title: 'Set up your tool register',
      steps: [
        'List every AI and automation subscription you pay for, with plan, monthly cost and renewal date.',
        'Mark which clients depend on each one and whether the client or you should pay for it.',
        'Set a spending alert on every usage-based account at about 120% of a normal month.',
        'Put a quarterly seat audit in your calendar for the next four quarters.',
      ],
    },
  ],
};

/**
 * The module's published length is 75 minutes and its five lessons take 65: the other ten are
 * this practice, which tests the whole toolkit on real requests before the module is complete.
 */
const practice: PracticeProject = {
  title: 'Practice project: choose the tool, plan the toolkit',
  duration: '10 minutes',
  overview:
    'After this project you will have tested your tool choices on eight real client requests and written a one-page AI toolkit plan for one client, ready to show them. Give it ten minutes: four for the drill, six for the plan. Have a notepad or a blank document open before you start.',
  topics: [
    {
      heading: 'Part 1: the tool-choice drill (4 minutes)',
      body: [
        'Read each request and write down the tool you would open first, in one line with a reason. Do not scroll to the answers until you have written all eight: the point is to notice where your instinct differs from the reasoning.',
        {
          kind: 'list',
          ordered: true,
          items: [
            'A florist wants 30 Instagram images of seasonal bouquets for autumn, all in the same soft, natural-light style.',
            'A law firm wants the renewal dates and termination clauses pulled from 40 supplier contracts into one table.',
            'A gym owner exports a year of check-ins as a spreadsheet and asks which members have not come in for 60 days.',
            'A commercial cleaning company has three sales reps who each need the same four-email follow-up, in the company’s voice, for every new lead.',
            'A furniture retailer’s four-person marketing team writes 60 product descriptions and ads a month, and the brand terms must be exact every time.',
            'A plumber wants a calm, professional reply to a one-star Google review, today.',
            'An accountant records one short video a week and wants it turned into a blog post, a newsletter section and five social posts.',
            'A café needs a polite notice about new menu prices for its board and website by this afternoon.',
          ],
        },
      ],
    },
    {
      heading: 'Answers, with the reasoning',
      body: [
        'Score one point for each request where your first tool matches, and half a point where you picked a tool that would work but costs more time or money than it needs to.',
        {
          kind: 'table',
          caption: 'The drill’s answers',
          columns: ['Request', 'Open first', 'Why', 'Watch out for'],
          rows: [
            [
              '1. Florist images',
              'Midjourney, with a style reference image',
              'A style reference keeps 30 images looking like one set',
              'Do not present generated bouquets as arrangements the shop actually made; photograph the real ones',
            ],
            [
              '2. Contract dates',
              'Claude, in a Project holding the contracts',
              'It reads long documents whole and can cite the clause for each date',
              'Use a plan whose data terms the firm accepts, and have a lawyer check every date before anyone relies on it',
            ],
            [
              '3. Lapsed gym members',
              'ChatGPT data analysis',
              'It calculates from the file and shows its working, so the list can be checked',
              'Replace names, emails and phone numbers with member IDs before uploading',
            ],
            [
              '4. Sales follow-ups',
              'Copy.ai workflow, or a shared custom GPT at low volume',
              'The same steps run for every lead without each rep re-prompting',
              'Cold email needs an unsubscribe line and a postal address (CAN-SPAM)',
            ],
            [
              '5. Retail descriptions',
              'Jasper, with its brand voice and style rules',
              'At 60 assets a month, enforced terms save more editing than the seats cost',
              'Count the seats against the volume every quarter',
            ],
            [
              '6. Review reply',
              'Whichever assistant the plumber already pays for',
              'A one-off reply needs a good prompt, not a new subscription',
              'No customer details beyond what the review already shows',
            ],
            [
              '7. Video to content',
              'A workflow: transcript, then Claude for the draft, then short variants and images',
              'Each tool does the step it is best at, with one human review at the end',
              'Keep the accountant’s figures and advice exactly as spoken; never let a tool add tax advice',
            ],
            [
              '8. Café notice',
              'ChatGPT or Claude on a free plan',
              'Two minutes of work: the cheapest tool that does it well is the right one',
              'Check the new prices in the draft against the real menu',
            ],
          ],
        },
        'Six points or more means your instincts are sound. If you lost points on requests 4 and 5, you are reaching for specialist platforms too early; if you lost them on 2 and 3, look again at what each general assistant does best before your next client call.',
      ],
    },
    {
      heading: 'Part 2: a one-page toolkit plan (6 minutes)',
      body: [
        'Now do the same thinking for one real business: a client, a prospect you are talking to, or your own. A written plan is what turns “we should use AI” into work you can quote for.',
        {
          kind: 'list',
          ordered: true,
          items: [
            'Write down the five tasks the business repeats most that involve writing, reading, numbers or images.',
            'Beside each, name the tool to try first. Prefer what they already pay for, then a general assistant, and a specialist platform only when the volume justifies it.',
            'Note who will run it (owner, a staff member or your agency) and how many minutes it takes today each month.',
            'Estimate the minutes it will take with the tool, then halve the saving you first thought of: early estimates are almost always too generous.',
            'Add one risk check per task: what data it touches and who reviews the output before it goes out.',
            'List any new subscription with its monthly price and the month you checked it, because plans change often.',
          ],
        },
        {
          kind: 'example',
          title: 'A worked example: a two-dentist practice (example figures)',
          body: [
            'Bright Smile Dental is a fictional practice with two dentists, a practice manager and a receptionist. It already pays for ChatGPT Plus. The plan below took the agency owner about six minutes to draft during a discovery call follow-up.',
            'In the United States, patient information is protected health information under HIPAA. It stays out of every ordinary AI plan: the practice uses these tools only on text with no patient details, unless a vendor signs a business associate agreement for the plan it uses.',
          ],
        },
        {
          kind: 'table',
          caption: 'Bright Smile Dental: toolkit plan (example figures, prices as of 2026)',
          columns: [
            'Task',
            'Tool',
            'Runs it',
            'Minutes a month, now → with the tool',
            'Risk check',
          ],
          rows: [
            [
              'Replies to online reviews',
              'ChatGPT Plus (already paid)',
              'Practice manager',
              '60 → 15',
              'No patient details in the prompt; the manager approves each reply',
            ],
            [
              'Welcome emails for new patients',
              'A custom GPT with the approved template',
              'Receptionist',
              '90 → 20',
              'Template text only; never clinical advice',
            ],
            [
              'Images for social posts',
              'Midjourney Standard ($30 a month), finished in Canva',
              'Agency',
              '240 → 60',
              'No generated smiles shown as real treatment results',
            ],
            [
              'Letters to insurers and suppliers',
              'Claude Pro ($20 a month), model training switched off',
              'Practice manager',
              '120 → 40',
              'Names and policy numbers added by hand after drafting',
            ],
            [
              'Monthly list of patients due a check-up',
              'Built-in report in the booking system',
              'Receptionist',
              '90 → 20',
              'Patient data stays in the booking system; no AI tool needed',
            ],
          ],
        },
        'Together that is about seven hours a month back for $50 of new subscriptions, and it gives the agency two billable pieces of work: the custom GPT and the monthly social images. Notice the last row: a good plan also says where AI is not the answer.',
      ],
    },
    {
      heading: 'Check the plan before you show it',
      body: [
        {
          kind: 'list',
          items: [
            'Every task names one tool, not just “AI”.',
            'Every account will be owned by the client, with your agency invited as a user.',
            'Customer, patient and financial details are either kept out or covered by a plan whose data terms allow them.',
            'Every output has a named person who reviews it before it is sent or published.',
            'Every new subscription shows its price and the month you checked it.',
            'The time saved is labelled as an estimate, using the halved figures.',
          ],
        },
        {
          kind: 'prompt',
          title: 'Turn your plan into a one-page client summary',
          text: 'Act as an AI consultant writing to {{client name}}, the owner of a {{type of business}}, who is busy and not technical. Using the plan table below, write a one-page summary: two opening sentences on what will change for their team; then one short paragraph per task saying what the tool does, who runs it, the estimated time saved and what stays with a person; then the total monthly cost of new subscriptions; then one closing line offering a 30-minute walkthrough. Plain English, no jargon, under 350 words. Plan: {{paste your table}}',
        },
        'Send the summary with the plan attached, and offer to set up the first two tasks as a fixed-price project. That is the bridge from this module to your first paid AI engagement.',
      ],
    },
  ],
};

export const essentialAiTools: ToolsModule = {
  id: 'essential-ai-tools',
  kind: 'tools',
  route: '/learning/essential-ai-tools',
  title: 'Essential AI Tools',
  description:
    'Hands-on training in the tools an AI agency uses every day: ChatGPT, Claude, Midjourney, Copy.ai and Jasper, and how to combine them into workflows clients pay for.',
  category: 'Tools',
  level: 'Intermediate',
  outcomes: [
    'Write prompts that give consistent, on-brand results in ChatGPT and Claude',
    'Choose the right tool for writing, analysis, images and marketing copy, and know each one’s limits',
    'Produce brand-consistent images in Midjourney for social posts, ads and websites',
    'Chain several tools into one repeatable client workflow with a quality check',
    'Estimate what a tool stack costs per client and keep it under control',
  ],
  congratulation: "Congratulations! You've mastered the essential AI tools toolkit!",
  player: {
    tabs: ['Features', 'Business Applications', 'Pricing and ROI'],
    badge: 'Tool Training {current} of {total}',
    previous: 'Previous Tool',
    next: 'Next Tool',
    complete: 'Complete Toolkit',
  },
  lessons: [lesson1, lesson2, lesson3, lesson4, lesson5],
  practice,
};
