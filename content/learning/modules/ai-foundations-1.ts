import type { FoundationsContent, FoundationsModule, Lesson } from './types';

const lesson1: Lesson<FoundationsContent> = {
  id: 1,
  title: 'What is Artificial Intelligence?',
  duration: '8 minutes',
  content: {
    overview:
      'After this lesson you will be able to explain what artificial intelligence is to a client in two sentences, say what today’s AI tools can and cannot do, and spot the claims in a sales pitch that should make you suspicious. That explanation is the first thing every prospect asks an AI agency for, so it pays to have it ready.',
    topics: [
      {
        heading: 'A working definition',
        body: [
          'Artificial intelligence is software that learns patterns from examples instead of following rules a programmer wrote by hand. A spam filter is the classic case: nobody lists every spam phrase, the system studies millions of emails marked spam or not spam and learns what separates them.',
          'The AI your clients hear about in 2026, such as ChatGPT, Claude or Gemini, is a particular kind called a large language model. It was trained on a huge amount of text to predict the next word, and that simple task, at enormous scale, produces a system that can draft, summarise, translate, classify and reason through problems written in plain language.',
          'For a client, a good two-sentence version is: “AI is software that has learned from millions of examples, so it can handle tasks that used to need a person reading, writing or looking. It is fast and tireless, but it guesses, so a person still checks the work that matters.”',
        ],
      },
      {
        heading: 'Rules versus learning: an example from a dental practice',
        body: [
          {
            kind: 'example',
            title: 'Sorting the front-desk inbox',
            body: [
              'A dental practice receives about 60 emails a day: booking requests, insurance questions, invoices, complaints and sales pitches. The old approach is a rule: “if the subject contains appointment, move it to Bookings.” It breaks the moment a patient writes “can I come in Tuesday?”.',
              'A language model reads the whole message the way a receptionist would and labels it Booking, Billing, Clinical question, Complaint or Other, with a one-line summary. The practice manager checks the labels for two weeks; when they are right more than 95 out of 100 times, the sorting runs on its own and the team handles only the exceptions.',
            ],
          },
          'This is the pattern behind most small-business AI work: a task a person does by reading and judging, done in seconds by a model, with a person reviewing what carries risk.',
        ],
      },
      {
        heading: 'What AI is good at today',
        body: [
          {
            kind: 'list',
            items: [
              'Writing first drafts: emails, social posts, proposals, job adverts, product descriptions.',
              'Summarising: calls, meetings, long documents, a month of customer reviews.',
              'Classifying and extracting: sorting messages, pulling names, dates and amounts out of invoices or forms.',
              'Answering questions from a given source: a help assistant that reads your own FAQ and policies.',
              'Working with images and speech: generating pictures, transcribing calls, reading a photo of a receipt.',
              'Analysing data in plain English: “which customers have not ordered in 90 days?” asked of an exported spreadsheet.',
            ],
          },
        ],
      },
      {
        heading: 'What AI still gets wrong',
        body: [
          'Language models produce the most likely answer, not a checked one. When they lack the facts they can invent a plausible answer, a problem usually called hallucination: a made-up statistic, a court case that never happened, an opening time that is wrong.',
          'They also have no memory of your business unless you give it to them, they can be talked into ignoring instructions by cleverly written input, and their output quality drops on tasks that need exact arithmetic or up-to-the-minute facts unless they are connected to a calculator, a search tool or your own data.',
          'The practical rule for an agency: let AI draft, sort and suggest; let people approve anything that goes to a customer, moves money or makes a promise, at least until the error rate has been measured.',
        ],
      },
      {
        heading: 'Reading an AI sales pitch with a sceptical eye',
        body: [
          'Your clients will be pitched “AI-powered” tools every week. Three questions cut through most of them, and asking them on a client’s behalf is an easy way to show your value.',
          {
            kind: 'list',
            ordered: true,
            items: [
              'What exactly does the AI do, and what happens when it is wrong? A good vendor can name the error rate and the fallback.',
              'Where does our data go, and is it used to train anyone’s model? The answer should be in the vendor’s data terms, not only in a salesperson’s promise.',
              'What will we measure after 30 days? Hours saved, replies sent, leads answered, errors found: if nothing can be measured, nothing can be proved.',
            ],
          },
        ],
      },
      {
        heading: 'Try it yourself',
        body: [
          'Open any AI assistant you have access to (ChatGPT, Claude and Gemini all have free tiers as of 2026) and paste the prompt below. It makes the definition concrete for a business you know.',
          {
            kind: 'prompt',
            title: 'Explain AI for one business',
            text: 'I run a {{type of business}} with {{number}} staff. In plain English and under 150 words, explain what AI could do for us this month. Give three specific tasks, the time each might save per week as a rough estimate, and one risk to watch for each. Do not use jargon.',
          },
          'Read the answer critically: which estimate seems too optimistic, and which task would you test first? That habit of checking is the most useful AI skill you will build in this course.',
        ],
      },
    ],
    keyTakeaways: [
      'AI is software that learns patterns from examples rather than following hand-written rules.',
      'Today’s headline tools are large language models: excellent at drafting, summarising, sorting and answering from a source.',
      'Models guess; they can invent facts, so people review anything customer-facing, financial or legal until the error rate is known.',
      'Most small-business wins come from reading-and-judging tasks done in seconds with a person checking the exceptions.',
      'Ask every AI vendor what the tool does when wrong, where the data goes and what will be measured after 30 days.',
    ],
  },
};

const lesson2: Lesson<FoundationsContent> = {
  id: 2,
  title: 'Machine Learning vs Deep Learning',
  duration: '10 minutes',
  content: {
    overview:
      'After this lesson you will be able to tell machine learning, deep learning and generative AI apart, choose the right one for a client’s problem, and explain why a simple spreadsheet model sometimes beats a chatbot. Knowing the difference stops you from selling an expensive answer to a cheap question.',
    topics: [
      {
        heading: 'Three circles, one inside the other',
        body: [
          'Think of three nested circles. Artificial intelligence is the outer circle: any software that performs tasks we associate with human judgement.',
          'Machine learning sits inside it: systems that learn from data instead of hand-written rules. Deep learning sits inside machine learning: systems built from many-layered neural networks that learn their own features from raw data such as text, images and sound.',
          'Generative AI, the family behind ChatGPT, Claude and Midjourney, is a use of deep learning: the model produces new text, images, audio or video rather than only a label or a number.',
          {
            kind: 'table',
            caption: 'The three approaches side by side',
            columns: ['Approach', 'Learns from', 'Typical output', 'Small-business example'],
            rows: [
              [
                'Classic machine learning',
                'Rows and columns (tables)',
                'A number or a category',
                'Predicting which invoices will be paid late',
              ],
              [
                'Deep learning',
                'Raw text, images, audio',
                'A label, a transcript, a detected object',
                'Reading receipts from phone photos',
              ],
              [
                'Generative AI',
                'Huge collections of text, images or code',
                'New text, images, audio, code',
                'Drafting replies to customer reviews',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Classic machine learning: patterns in tables',
        body: [
          'Classic machine learning shines when the data already sits in a spreadsheet or database: sales, bookings, invoices, website visits. Methods with names like linear regression, decision trees and gradient boosting find which columns predict an outcome.',
          {
            kind: 'example',
            title: 'A plumbing firm predicts busy weeks',
            body: [
              'A plumbing business with eight vans exports three years of job records: date, postcode, job type and outside temperature. A simple forecasting model finds that emergency call-outs rise sharply in the first cold week of the year and after heavy rain.',
              'The owner now schedules one extra engineer on call when the forecast shows a cold snap. The tool that did it was the forecasting feature built into a spreadsheet, not a chatbot, and it cost nothing beyond an afternoon of setup.',
            ],
          },
          'The strengths are clear: cheap to run, easy to explain (“late payers tend to be new customers with invoices over $2,000”), and it works with a few thousand rows. The weakness is that it needs tidy, labelled data and cannot read a paragraph or a photo.',
        ],
      },
      {
        heading: 'Deep learning: reading, seeing and listening',
        body: [
          'Deep learning uses neural networks with many layers. Each layer learns a slightly more abstract pattern: in an image, edges, then shapes, then objects. Because the network learns its own features, it works on messy, unstructured inputs where classic methods fail.',
          'It powers speech-to-text in meeting note-takers, the receipt scanning in accounting apps, photo tagging in your phone and the language models you will use throughout this course. The cost is that training one from scratch needs vast data and computing power, which is why small businesses and agencies almost never train their own. They use models trained by OpenAI, Anthropic, Google, Meta and others, through an app or an API.',
        ],
      },
      {
        heading: 'Generative AI and foundation models',
        body: [
          'A foundation model is a very large deep-learning model trained once on broad data and then adapted to many tasks. GPT, Claude, Gemini and Llama are foundation models for language; image models such as the one behind Midjourney are foundation models for pictures.',
          'You adapt a foundation model in three cheap ways before anything expensive.',
          {
            kind: 'list',
            ordered: true,
            items: [
              'Prompting: clear instructions and examples in the request.',
              'Grounding: giving it your documents at the moment of the question, often called retrieval-augmented generation or RAG.',
              'Tools: letting it call a calculator, a search engine or your booking system.',
            ],
          },
          'Fine-tuning, retraining the model on your own examples, is a fourth option that few small-business projects need.',
        ],
      },
      {
        heading: 'Choosing the right approach for a client',
        body: [
          'Start with the question the client needs answered, not with the technology. These rules of thumb settle most cases in a discovery call.',
          {
            kind: 'list',
            items: [
              'The answer is a number from past records (next month’s sales, likely no-shows): classic machine learning, often a spreadsheet forecast or a feature of the client’s existing software.',
              'The input is a document, photo or recording (invoices, voicemails, site photos): deep-learning services for reading, transcribing or recognising, usually built into a tool.',
              'The output is words or pictures for people (emails, posts, summaries, answers): generative AI with a clear prompt and the client’s own material as the source.',
              'The task needs exact figures or live data (stock levels, prices): a generative model connected to the real system, never one answering from memory.',
            ],
          },
          'A useful sanity check: if a formula or a filter in the client’s existing software can do it, do that first. The best AI projects often start by discovering that 30% of the problem needs no AI at all.',
        ],
      },
      {
        heading: 'Data: the part clients underestimate',
        body: [
          'Every approach depends on data, and small businesses rarely have it tidy. Before promising a predictive model, ask for a sample export and check three things: enough history (at least a year for seasonal patterns), consistent labels (is “cancelled” spelt five ways?) and permission to use it (customer data stays within the tool’s data terms and the client’s privacy notice).',
          'Generative AI is more forgiving, since it can work from a handful of good examples, but it still repeats whatever is wrong in the documents you give it. An out-of-date price list fed to a support assistant produces confident, wrong quotes.',
        ],
      },
    ],
    keyTakeaways: [
      'AI contains machine learning, which contains deep learning; generative AI is deep learning that creates new content.',
      'Classic machine learning predicts numbers and categories from tables and is cheap, explainable and often built into existing software.',
      'Deep learning handles text, images and audio, and agencies use pre-trained models rather than training their own.',
      'Adapt foundation models with prompting, grounding in the client’s documents and tools before considering fine-tuning.',
      'Choose the approach from the client’s question and data, and check whether a plain formula solves part of it first.',
    ],
  },
  exercises: [
    {
      title: 'Sort five problems into the right approach',
      steps: [
        'Write down five tasks from a business you know, for example forecasting stock, answering emails, reading delivery notes.',
        'Label each one: classic machine learning, deep learning service, generative AI, or no AI needed.',
        'For each AI task, name the data it would need and where that data lives today.',
        'Pick the task with the clearest data and the most hours spent on it each week: that is your first project idea.',
      ],
    },
  ],
};

const lesson3: Lesson<FoundationsContent> = {
  id: 3,
  title: 'AI Applications in Business',
  duration: '12 minutes',
  content: {
    overview:
      'After this lesson you will be able to walk through a small business department by department and point to the tasks where AI saves time or wins revenue, with a realistic first step for each. This map is the backbone of every audit and proposal you will write as an agency.',
    topics: [
      {
        heading: 'Where to look: the four signs of a good AI task',
        body: [
          'Before listing tools, learn to recognise a good candidate. A task is worth automating or assisting with AI when it shows at least three of these four signs.',
          {
            kind: 'list',
            ordered: true,
            items: [
              'It repeats: the same kind of work happens daily or weekly.',
              'It is mostly reading, writing, sorting or looking something up.',
              'A wrong first draft is cheap, because a person reviews it or it can be undone.',
              'Someone can say how long it takes today, so the saving can be measured.',
            ],
          },
          'Tasks that fail these tests, such as one-off strategic decisions, sensitive conversations or anything where a single error is costly, stay with people, perhaps with AI preparing the background notes.',
        ],
      },
      {
        heading: 'Customer service',
        body: [
          'Most small businesses answer the same 20 to 30 questions again and again: opening hours, prices, availability, delivery times, how to rebook. A website or messaging assistant grounded in the business’s own FAQ can answer them at any hour and hand anything unusual to a person with the conversation attached.',
          {
            kind: 'example',
            title: 'An illustrative example: a physiotherapy clinic',
            body: [
              'A clinic with two receptionists gets around 40 messages a day through its website, Instagram and WhatsApp, many arriving after 6 pm. An assistant answers questions about treatments, prices and parking, and sends a booking link; it passes anything about symptoms to staff.',
              'In a case like this the first measurable gains are usually the share of messages answered without staff and the number of evening enquiries that turn into bookings. Track both from week one so the result is a number, not an impression.',
            ],
          },
          'Behind the scenes, AI can also draft replies to emails for staff to approve, summarise long complaint threads before a manager calls back, and tag every conversation by topic so the owner sees which questions are rising.',
        ],
      },
      {
        heading: 'Sales',
        body: [
          'Small firms lose more sales to slow or forgotten follow-up than to price. AI helps at every step of a simple pipeline:',
          {
            kind: 'list',
            items: [
              'Research: summarising a prospect’s website and recent news before a call, in two minutes instead of twenty.',
              'Outreach: drafting a first line about the recipient for each cold email, which a person checks before sending. Cold email must still carry an unsubscribe line and a postal address to meet CAN-SPAM.',
              'Calls: transcribing discovery calls, pulling out budget, timeline and objections, and updating the CRM record.',
              'Follow-up: drafting the recap email and proposal outline the same day, while the prospect still remembers the call.',
              'Prioritising: scoring leads by how closely they match past customers who bought.',
            ],
          },
          'A realistic target for a small sales team is to cut the admin around each deal, often a third of a salesperson’s week, rather than to replace the conversations themselves.',
        ],
      },
      {
        heading: 'Marketing',
        body: [
          'Marketing is where most owners first try AI, and where quality varies most. The winning pattern is a short brand brief (who the customer is, what the business sells, three words for its voice, words it never uses) pasted into every request, and a person who adds the real story, photo or opinion the model cannot know.',
          {
            kind: 'list',
            items: [
              'Turning one long piece (a video, a blog post, a webinar) into ten social posts, an email and a short summary.',
              'Writing ad variations to test, then keeping the winners.',
              'Answering every online review within a day, with drafts a person personalises.',
              'Producing product and lifestyle images for posts and ads without a photo shoot, labelled honestly where the platform requires it.',
              'Rewriting website pages so they answer the questions buyers ask, which also helps with search.',
            ],
          },
        ],
      },
      {
        heading: 'Operations and admin',
        body: [
          'Operations holds the least glamorous and often the most valuable opportunities, because the work is repetitive and the time is easy to measure.',
          {
            kind: 'example',
            title: 'An illustrative example: a building contractor’s paperwork',
            body: [
              'A contractor’s office manager spends about six hours a week retyping supplier delivery notes and site timesheets into the accounting system. A document-reading step extracts supplier, date, items and amounts from each photo or PDF, and an automation creates draft bills for the manager to approve.',
              'The manager’s job changes from typing to checking. If the checking takes one hour instead of six, that is roughly 20 hours a month back, which you can price against at the manager’s hourly cost.',
            ],
          },
          'Other common wins: meeting notes with action items sent automatically, standard operating procedures written from a recorded walkthrough, scheduling suggestions, and inventory reorder alerts drafted from sales data.',
        ],
      },
      {
        heading: 'Finance, HR and the back office',
        body: [
          'Accounting tools such as QuickBooks and Xero already match bank transactions and read receipts; the agency’s job is often to switch these features on, clean up the categories and add reminders for late invoices.',
          'In hiring, AI drafts clear job adverts and interview questions and summarises applications against the stated criteria. Keep a person making the decisions: automated screening of candidates can introduce bias and is regulated in several places, including New York City’s rules on automated employment decision tools and the EU AI Act, which treats AI used in recruitment as high-risk.',
          'For policies and contracts, AI is a fast first reader (“list every renewal date and notice period in these five supplier contracts”), but anything signed should still be checked by the owner or a professional.',
        ],
      },
      {
        heading: 'Putting it together: a one-page opportunity map',
        body: [
          'When you meet a new client, fill in a simple table during the conversation. It keeps the discussion concrete and becomes the first page of your proposal.',
          {
            kind: 'table',
            caption: 'Opportunity map (example figures for a 12-person service business)',
            columns: ['Department', 'Task', 'Hours a week today', 'AI approach', 'First step'],
            rows: [
              [
                'Customer service',
                'Answering repeat questions',
                '10',
                'Assistant grounded in the FAQ',
                'Collect the top 25 questions and answers',
              ],
              [
                'Sales',
                'Call notes and follow-up emails',
                '6',
                'Transcription and drafting',
                'Turn on call summaries in the meeting tool',
              ],
              [
                'Marketing',
                'Weekly social posts',
                '4',
                'Drafting from a brand brief',
                'Write the one-page brief',
              ],
              [
                'Operations',
                'Retyping delivery notes',
                '6',
                'Document extraction and automation',
                'Gather 20 sample documents',
              ],
            ],
          },
          'Rank the rows by hours saved multiplied by how confident you are that it works, and start with the top one. One visible win in the first month earns the trust to do the rest.',
        ],
      },
    ],
    keyTakeaways: [
      'A good AI task repeats, is mostly reading or writing, tolerates a reviewed first draft and has a measurable current cost.',
      'Customer service and sales follow-up usually offer the fastest visible wins for small businesses.',
      'Marketing output improves most with a brand brief in every request and a person adding real stories.',
      'Operations paperwork is unglamorous but easy to measure, which makes it ideal for proving value.',
      'Keep people deciding in hiring, contracts and money; some of these uses are regulated.',
      'An opportunity map by department, with hours and first steps, turns a conversation into a proposal.',
    ],
  },
  exercises: [
    {
      title: 'Draw an opportunity map for a business you know',
      steps: [
        'Choose a local business you know well: your own, a friend’s or a past employer.',
        'List one repetitive task in each of customer service, sales, marketing and operations.',
        'Estimate the hours each takes per week and check the four signs of a good AI task against it.',
        'Write the first step for the top two tasks, small enough to start this week.',
      ],
    },
  ],
};

const lesson4: Lesson<FoundationsContent> = {
  id: 4,
  title: 'Future of AI Technology',
  duration: '10 minutes',
  content: {
    overview:
      'After this lesson you will be able to separate the AI trends that will change your clients’ businesses in the next two years from the ones that only make headlines, and position your agency so that each new model release helps you rather than makes your services obsolete.',
    topics: [
      {
        heading: 'Trend 1: from chat to agents',
        body: [
          'The first wave of generative AI answered questions in a chat box. The wave under way in 2026 is agents: models that plan a series of steps and use tools to carry them out, such as searching the web, filling in a form, updating a CRM or writing and running a small piece of code.',
          'For small businesses the useful agents are narrow and supervised: “read every new enquiry, look up the customer, draft a quote from the price list and put it in my approval queue.” Fully autonomous agents that act on a business’s behalf without review still make too many mistakes for tasks involving money or customers.',
          'What it means for an agency: the skill that sells is designing the workflow, the permissions and the checkpoints, not the model itself. Every lesson in the automation module of this course builds that skill.',
        ],
      },
      {
        heading: 'Trend 2: one model for text, images, voice and video',
        body: [
          'Leading models are now multimodal: the same assistant reads a photo of a broken boiler part, listens to a voicemail, looks at a spreadsheet chart and answers aloud. Real-time voice has become good enough for appointment booking and simple phone support in many languages.',
          {
            kind: 'example',
            title: 'What this makes possible for a trades business',
            body: [
              'A customer sends a photo of a leaking pipe on WhatsApp at 9 pm. The assistant recognises the fitting, asks two questions, gives a price range from the firm’s own list and offers the first available slot. A person confirms the booking in the morning.',
              'Two years ago this needed several separate tools; now it is one model and one automation, which lowers the cost of building it for a client.',
            ],
          },
        ],
      },
      {
        heading: 'Trend 3: cheaper, smaller and more private',
        body: [
          'The price of using a model of a given quality has fallen steeply every year since 2023, and smaller models that run on a laptop or phone now handle many everyday tasks. Providers offer cheap “mini” or “flash” versions next to their flagship models.',
          'Two consequences matter to you. First, the cost of running AI for a small client is rarely the problem any more; the cost is the time to design, test and maintain the workflow, which is what you charge for. Second, businesses with sensitive data, such as clinics, law firms and accountants, increasingly have options that keep data on their own devices or in a chosen region.',
          'Be careful not to promise prices: model pricing changes several times a year, so quote running costs as a range and review them every quarter.',
        ],
      },
      {
        heading: 'Trend 4: rules and expectations',
        body: [
          'Regulation is catching up. The EU AI Act entered into force in 2024 and applies in stages: bans on a short list of practices since February 2025, duties for providers of general-purpose models since August 2025, and obligations for high-risk uses, such as recruitment and credit scoring, phasing in from 2026 onwards. It also requires telling people when they are talking to an AI system or looking at AI-generated content in certain cases.',
          'Elsewhere, rules arrive through existing law: consumer protection against misleading claims, privacy laws such as GDPR and state privacy laws in the US, and sector rules in health and finance. Customers increasingly expect to be told when AI is involved.',
          'For your agency this is an opportunity rather than a burden. Clients want a partner who asks the right questions: what data goes where, who reviews the output, how customers are told. Build a one-page AI use policy template you can adapt for each client.',
        ],
      },
      {
        heading: 'Trend 5: search and discovery are changing',
        body: [
          'Search engines now show AI-written answers above the links, and many people ask an assistant instead of searching at all. Small businesses that relied on a blog post ranking on Google are seeing fewer clicks for simple questions.',
          'The response is practical: clear pages that state prices, service areas, opening hours and answers to common questions; consistent business listings; genuine reviews; and content with real expertise and examples that an assistant is likely to cite. Helping clients adapt their websites to AI search is a growing service line in its own right.',
        ],
      },
      {
        heading: 'What will not change',
        body: [
          'Whatever the next model does, small businesses will still need someone who understands their customers, chooses which work to hand to AI, checks the results and takes responsibility for them. Tools get cheaper and easier; judgement, trust and knowing the client’s trade do not. Build your agency on those, and treat each new model as a better component.',
        ],
      },
      {
        heading: 'Signal or noise? A test for any new announcement',
        body: [
          'New models and tools launch weekly. Before you change your services or tell a client about one, run it through four questions.',
          {
            kind: 'list',
            ordered: true,
            items: [
              'Does it do a task my clients already pay people for, measurably better, cheaper or faster?',
              'Can I test it this week on a real example, with data I am allowed to use?',
              'Is it available in my clients’ region and within their budget, with data terms they can accept?',
              'Will it still matter if a competitor releases something similar next month?',
            ],
          },
          'If the answers are mostly yes, test it for a week and write down the result. If not, note it and move on. The agencies that last are the ones whose value is understanding the client’s business, which no model release makes obsolete.',
        ],
      },
    ],
    keyTakeaways: [
      'Agents that plan steps and use tools are the main shift, and supervised, narrow agents are what small businesses can use safely now.',
      'Multimodal models handle text, images, voice and video in one place, making richer client solutions cheaper to build.',
      'Running costs keep falling; your value is in designing, testing and maintaining workflows, and prices should be quoted as reviewed ranges.',
      'Regulation such as the EU AI Act and existing privacy law make a simple AI use policy part of every engagement.',
      'AI-written search answers change how customers find businesses, creating website and listing work for agencies.',
      'Judge every announcement by whether it does a paid task better, can be tested this week and fits clients’ budgets and data terms.',
    ],
  },
  exercises: [
    {
      title: 'Run one announcement through the signal test',
      steps: [
        'Pick the most talked-about AI launch of the past month.',
        'Answer the four signal-or-noise questions for it in writing, one sentence each.',
        'If it passes, book 30 minutes this week to try it on a real client task and log the result.',
      ],
    },
  ],
};

const lesson5: Lesson<FoundationsContent> = {
  id: 5,
  title: 'Setting Up Your AI Mindset',
  duration: '5 minutes',
  content: {
    overview:
      'After this lesson you will have a simple weekly routine for learning AI tools, a set of safety habits that protect you and your clients, and a way to record what each experiment saved. Skill with AI comes from small, regular practice far more than from reading about it.',
    topics: [
      {
        heading: 'Think like an editor, not a typist',
        body: [
          'Treat every AI output as a first draft from a fast, keen junior assistant who has never met your customers. Your job moves from producing the work to briefing it well and checking it.',
          'A good brief has four parts: the role (“you are a receptionist for a family dental practice”), the task, the context the model cannot know (prices, tone, the customer’s history) and the format you want back. When the result disappoints, improve the brief before blaming the tool.',
        ],
      },
      {
        heading: 'A 30-minute weekly practice routine',
        body: [
          {
            kind: 'list',
            ordered: true,
            items: [
              'Monday, 10 minutes: pick one real task from your week or a client’s, such as a reply, a summary or a post.',
              'Midweek, 10 minutes: do it with AI, saving the prompt that worked best.',
              'Friday, 10 minutes: record the time it took before and with AI, and what you had to fix.',
            ],
          },
          'After eight weeks you will have a prompt library of tested requests and a log of real time savings, which is exactly the evidence a prospect asks for.',
        ],
      },
      {
        heading: 'Safety habits from day one',
        body: [
          {
            kind: 'list',
            items: [
              'Never paste passwords, card numbers or health details into a tool, and remove customer names from data unless the tool’s business terms cover it.',
              'Use business plans or settings that exclude your data from model training where the client’s work is confidential.',
              'Check every fact, figure, quote and link before it reaches a customer.',
              'Say when AI was used where customers would expect to know, such as a chat assistant or generated images.',
              'Keep a person responsible for each automated workflow, named in writing.',
            ],
          },
        ],
      },
      {
        heading: 'Keep a prompt library from the start',
        body: [
          'Save every prompt that worked in one shared document or note, grouped by job: replies, summaries, posts, analysis. Give each a name, the date, the tool it was tested in and one example output. When a client asks for the same job, you start from a tested prompt instead of a blank box, and the library becomes part of what you hand over.',
        ],
      },
      {
        heading: 'Measure everything you try',
        body: [
          'Confidence with clients comes from your own numbers. Keep a simple log with five columns: date, task, minutes before, minutes with AI, and quality notes. Even ten entries let you say, honestly, “drafting review replies took me 40 minutes a week and now takes 12.”',
          'Expect some experiments to fail. A tool that saves nothing is still a useful finding, and telling a client “we tested this and it is not worth it for you yet” builds more trust than any demo.',
        ],
      },
    ],
    keyTakeaways: [
      'Brief AI like a new assistant: role, task, context and format, then edit the result.',
      'Thirty minutes a week on real tasks builds a prompt library and a record of savings.',
      'Protect data, check facts, disclose AI use and keep a named person responsible.',
      'Log minutes before and after every experiment so your claims to clients rest on your own numbers.',
    ],
  },
  exercises: [
    {
      title: 'Start your AI log today',
      steps: [
        'Create a spreadsheet with the columns date, task, minutes before, minutes with AI and notes.',
        'Choose one task you will do this week and time how long it takes the usual way.',
        'Do the next instance with an AI assistant and record the time and what you had to correct.',
      ],
    },
  ],
};

export const aiFoundations1: FoundationsModule = {
  id: 'ai-foundations-1',
  kind: 'foundations',
  route: '/learning/ai-foundations-1',
  title: 'AI Foundations 1',
  description:
    'What AI is, how machine learning and deep learning differ, where AI already earns money for small businesses, where it is heading, and the working habits that make you good at it.',
  category: 'Foundations',
  level: 'Beginner',
  outcomes: [
    'Explain to a client in plain words what AI is, what it is not, and why it makes mistakes',
    'Tell machine learning, deep learning and generative AI apart, and match each to a business problem',
    'Name ten places where AI saves a small business time or money, with a first step for each',
    'Judge which AI trends matter for the next two years and which are noise',
    'Set up a weekly routine for testing AI tools safely and measuring what they save',
  ],
  congratulation: "Congratulations! You've completed the AI Foundations module!",
  player: {
    tabs: ['Lesson Content', 'Key Takeaways'],
    badge: 'Lesson {current} of {total}',
    previous: 'Previous',
    next: 'Next',
    complete: 'Complete',
  },
  lessons: [lesson1, lesson2, lesson3, lesson4, lesson5],
};
